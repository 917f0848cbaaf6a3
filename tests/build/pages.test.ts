import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {resolveFile} from '../../scripts/static-host.mjs';
import {parseMarkdown} from '../../plugins/markdownSource';
import {DOCS} from '../support/routes';
import {build, readBuilt as read, served, textOf} from '../support/servedHtml';

// Checks on the production build (run `npx docusaurus build` first; SITE_DIR checks another): the
// pages a static host serves at each address, and the copies of them that machines read (llms.txt,
// the Markdown copies, the metadata of link previews, the sitemap). They read the files the host
// sends, as a crawler or a link preview does: no browser, no JavaScript.
const SITE = 'https://jtokkit.knuddels.de';

test('every page is served at its path, with .html and with /index.html, with its h1 and title', () => {
  const home = served('/');
  assert.equal(textOf(home.querySelector('h1')!), 'JTokkit');
  assert.match(home.querySelector('title')!.text, /JTokkit/);
  for (const doc of DOCS) {
    const files = ['', '.html', '/index.html'].map((suffix) => resolveFile(build, doc.route + suffix));
    for (const file of files) assert.ok(file, `${doc.route}: not served at every address`);
    const page = served(doc.route);
    assert.equal(textOf(page.querySelector('article h1')!), doc.title, doc.route);
    assert.equal(page.querySelector('title')!.text, `${doc.title} | JTokkit`, doc.route);
  }
  assert.equal(resolveFile(build, '/docs/no-such-page'), null);
  assert.match(read('404.html'), /Page Not Found/);
});

test('llms.txt follows the llmstxt.org format and links exactly the doc pages', () => {
  const text = read('llms.txt');
  assert.equal(text.split('\n')[0], '# JTokkit');
  assert.match(text, /^> .+/m); // the one-paragraph summary
  const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)].map((m) => ({
    title: m[1],
    path: new URL(m[2]!).pathname,
    description: m[3]!,
  }));
  assert.deepEqual(
    links.map((link) => link.path),
    DOCS.map((doc) => `${doc.route}.md`),
  );
  assert.deepEqual(
    links.map((link) => link.title),
    DOCS.map((doc) => doc.title),
  );
  for (const link of links) assert.ok(link.description.length > 20, link.path);
});

test('llms-full.txt holds every doc page in one file', () => {
  const text = read('llms-full.txt');
  for (const doc of DOCS) assert.ok(text.includes(`# ${doc.title}`), doc.title);
  assert.ok(text.includes('Encodings.newDefaultEncodingRegistry()'));
});

/** Title, h2/h3 headings and code blocks of a Markdown document (headings inside code blocks are code). */
function parseCopy(markdown: string, file: string): {title: string; headings: string[]; code: string[]} {
  const {prose, blocks} = parseMarkdown(markdown, file);
  const headings = [...prose.matchAll(/^(#{1,3}) (.+)$/gm)];
  const h1 = headings.findIndex((heading) => heading[1] === '#');
  return {
    title: headings[h1]?.[2]!.trim() ?? '',
    headings: headings.filter((_, index) => index !== h1).map((heading) => heading[2]!.replace(/`/g, '').trim()),
    code: blocks.map((block) => block.code.trim()),
  };
}

test('the Markdown copy of every doc page has its title, headings and code blocks', () => {
  for (const doc of DOCS) {
    const file = `${doc.route.slice(1)}.md`;
    const markdown = parseCopy(read(file), file);
    const article = served(doc.route).querySelector('article')!;
    assert.equal(markdown.title, textOf(article.querySelector('h1')!), doc.route);
    assert.deepEqual(markdown.headings, article.querySelectorAll('.markdown h2, .markdown h3').map(textOf), doc.route);
    // Every guide shows code; a reference page shows what its Javadoc has, often none.
    if (!doc.file.includes('/reference/')) assert.ok(markdown.code.length > 0, `${doc.route}: no code`);
    assert.deepEqual(
      markdown.code,
      article.querySelectorAll('.markdown pre code').map((code) => code.text.replace(/\n+$/, '').trim()),
      doc.route,
    );
  }
});

const hasGitHistory = (spawnSync('git', ['log', '-1', '--format=%H'], {encoding: 'utf8'}).stdout ?? '').trim() !== '';

test('every doc page links to its source and says when it last changed', () => {
  for (const doc of DOCS) {
    const page = served(doc.route);
    const edit = page.querySelectorAll('a').find((link) => link.text.trim() === 'Edit this page');
    assert.equal(
      edit?.getAttribute('href'),
      `https://github.com/knuddelsgmbh/jtokkit/edit/main/docs/${doc.path}`,
      doc.route,
    );
    // A build from a source archive has no history, and says so instead of showing a date.
    const updated = page.querySelector('.theme-last-updated')?.text ?? '';
    if (hasGitHistory) assert.match(updated, /Last updated on \w+ \d+, \d{4}/, doc.route);
    else assert.equal(updated, '', doc.route);
  }
});

test('OpenGraph and Twitter card metadata with a social card image', () => {
  // Link previews read the served HTML; they run no JavaScript.
  const page = served('/docs/getting-started/usage');
  const meta = (attribute: string, name: string) => {
    const values = page.querySelectorAll(`meta[${attribute}="${name}"]`).map((tag) => tag.getAttribute('content'));
    assert.equal(values.length, 1, `${name} once`);
    return values[0]!;
  };
  assert.equal(meta('property', 'og:title'), 'Usage | JTokkit');
  assert.ok(meta('property', 'og:description').length > 40);
  assert.equal(meta('name', 'twitter:card'), 'summary_large_image');
  const image = meta('property', 'og:image');
  assert.equal(image, `${SITE}/img/social-card.png`);
  assert.equal(meta('name', 'twitter:image'), image);
  const card = fs.readFileSync(path.join(build, new URL(image).pathname));
  assert.deepEqual([...card.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47], 'a PNG file');
});

test('sitemap.xml lists every page and robots.txt points to it', () => {
  const sitemap = read('sitemap.xml');
  for (const route of ['/', ...DOCS.map((doc) => doc.route)]) {
    assert.ok(sitemap.includes(`<loc>${SITE}${route}</loc>`), route);
  }
  assert.ok(read('robots.txt').includes(`Sitemap: ${SITE}/sitemap.xml`));
});
