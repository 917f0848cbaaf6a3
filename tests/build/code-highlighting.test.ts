import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// Checks on the production build (run `npx docusaurus build` first): how code blocks are highlighted.
const build = path.resolve('build');
const pages = fs.existsSync(build)
  ? fs.readdirSync(build, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html') && !f.endsWith('/index.html'))
  : [];
const blocksOf = (html: string) => [...html.matchAll(/<pre[^>]*class="prism-code language-([a-z]+)[^"]*"[^>]*>([\s\S]*?)<\/pre>/g)];

test('every code block in a language other than plain text is highlighted in the HTML', () => {
  const languages = new Set<string>();
  for (const page of pages) {
    for (const [, language, body] of blocksOf(fs.readFileSync(path.join(build, page), 'utf8'))) {
      languages.add(language!);
      if (language === 'text') continue;
      // Any token but plain text: a one-line shell command may hold nothing but a command and a flag.
      assert.match(body!, /class="token (?!plain")[a-z-]+/, `${page}: unhighlighted ${language} block`);
    }
  }
  // The languages the docs and the home page use; a new one needs its grammar in additionalLanguages.
  assert.deepEqual([...languages].sort(), ['bash', 'groovy', 'java', 'json', 'kotlin', 'text', 'xml']);
});

test('code colours come from the stylesheet, not from inline styles', () => {
  // Inline colours are right for one colour mode only, and make Docusaurus re-render blocks after hydration.
  for (const page of pages) {
    const html = fs.readFileSync(path.join(build, page), 'utf8');
    for (const [block] of blocksOf(html)) assert.doesNotMatch(block, /style="?[^">]*color/i, page);
    assert.doesNotMatch(html, /--prism-(background-)?color:/, page);
  }
});

test('the main bundle carries no grammar the site does not use', () => {
  const js = path.join(build, 'assets', 'js');
  const main = fs.readdirSync(js).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  const code = fs.readFileSync(path.join(js, main ?? ''), 'utf8');
  // Keywords that only prism-react-renderer's bundled Swift, SQL and Go grammars contain.
  for (const marker of ['associatedtype', 'AUTO_INCREMENT', 'fallthrough']) assert.ok(!code.includes(marker), marker);
  for (const language of ['java', 'kotlin', 'groovy', 'markup', 'bash', 'json']) assert.match(code, new RegExp(`languages\\.${language}\\b`), language);
});

test('the main bundle carries no Prism color theme', () => {
  // The site's code colours come from src/css/prism.css; prism-react-renderer's 20 bundled themes are cut out.
  const js = path.join(build, 'assets', 'js');
  const main = fs.readdirSync(js).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  const code = fs.readFileSync(path.join(js, main ?? ''), 'utf8');
  // Background colours of the dracula, nightOwl, okaidia and duotoneDark themes.
  for (const marker of ['#282A36', '#011627', '#272822', '#2a2734']) assert.ok(!code.includes(marker), marker);
});
