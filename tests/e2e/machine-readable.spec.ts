import {test, expect, type Page} from '@playwright/test';
import {DOCS as DOC_PAGES} from '../support/routes';

// Issue 6: docs that machines can read (llms.txt, Markdown copies, sitemap, social metadata)
// and the per-page authoring aids (edit link, last-updated date, copy as Markdown).
const DOCS = DOC_PAGES.map((doc) => ({route: doc.route, title: doc.title, file: doc.path}));

/** Headings and code blocks of a Markdown document, ignoring fenced code when looking for headings. */
function parseMarkdown(markdown: string): {title: string; headings: string[]; code: string[]} {
  const headings: string[] = [];
  const code: string[] = [];
  let title = '';
  let fence: string[] | null = null;
  // A fence may be indented, inside a list item; its lines then carry the same indentation.
  let indent = '';
  for (const line of markdown.split('\n')) {
    const opening = /^(\s*)```/.exec(line);
    if (opening && (fence === null || opening[1] === indent)) {
      if (fence) {
        code.push(fence.join('\n').trim());
        fence = null;
      } else {
        fence = [];
        indent = opening[1]!;
      }
      continue;
    }
    if (fence) {
      fence.push(line.startsWith(indent) ? line.slice(indent.length) : line);
      continue;
    }
    const heading = /^(#{1,3}) (.+)$/.exec(line);
    if (heading?.[1] === '#' && !title) title = heading[2]!.trim();
    else if (heading) headings.push(heading[2]!.replace(/`/g, '').trim());
  }
  return {title, headings, code};
}

async function pageStructure(page: Page) {
  const article = page.locator('article');
  return {
    title: (await article.locator('h1').innerText()).trim(),
    headings: await article.locator('.markdown :is(h2, h3)').evaluateAll((els) =>
      els.map((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelector('.hash-link')?.remove(); // the "#" anchor after the text
        return (copy.textContent ?? '').replace(/\u200b/g, '').trim();
      }),
    ),
    code: await article
      .locator('.markdown pre code')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.replace(/\n+$/, '').trim())),
  };
}

test.describe('llms.txt', () => {
  test('follows the llmstxt.org format and links exactly the doc pages', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.split('\n')[0]).toBe('# JTokkit');
    expect(text).toMatch(/^> .+/m); // the one-paragraph summary
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)].map((m) => ({
      title: m[1],
      path: new URL(m[2]!).pathname,
      description: m[3],
    }));
    expect(links.map((link) => link.path)).toEqual(DOCS.map((doc) => `${doc.route}.md`));
    expect(links.map((link) => link.title)).toEqual(DOCS.map((doc) => doc.title));
    for (const link of links) expect(link.description!.length).toBeGreaterThan(20);
  });

  test('llms-full.txt holds every doc page in one file', async ({request}) => {
    const text = await (await request.get('/llms-full.txt')).text();
    for (const doc of DOCS) expect(text).toContain(`# ${doc.title}`);
    expect(text).toContain('Encodings.newDefaultEncodingRegistry()');
  });
});

test.describe('Markdown copies', () => {
  for (const doc of DOCS) {
    test(`${doc.route}.md has the title, headings and code blocks of the page`, async ({page, request}) => {
      const response = await request.get(`${doc.route}.md`);
      expect(response.status()).toBe(200);
      const markdown = parseMarkdown(await response.text());
      await page.goto(doc.route);
      const html = await pageStructure(page);
      expect(markdown.title).toBe(html.title);
      expect(markdown.headings).toEqual(html.headings);
      expect(markdown.code.length).toBeGreaterThan(0);
      expect(markdown.code).toEqual(html.code);
    });
  }

  test('"Copy page as Markdown" puts the page on the clipboard', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/getting-started/usage');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await (await request.get('/docs/getting-started/usage.md')).text());
  });

  test('a failed fetch says so, and nothing is lost', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/getting-started/usage');
    await page.route('**/*.md', (route) => route.abort());
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs/getting-started/usage.md',
    );
  });
});

test.describe('page metadata', () => {
  for (const doc of DOCS) {
    test(`${doc.route} has an edit link to its source and a last-updated date`, async ({page}) => {
      await page.goto(doc.route);
      await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
        'href',
        `https://github.com/knuddelsgmbh/jtokkit/edit/main/docs/${doc.file}`,
      );
      await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d+, \d{4}/);
    });
  }

  test('OpenGraph and Twitter card metadata with a social card image', async ({request}) => {
    // Link previews read the served HTML; they run no JavaScript.
    const html = await (await request.get('/docs/getting-started/usage')).text();
    const meta = (attribute: string, name: string) => {
      const values = [...html.matchAll(/<meta [^>]+>/g)]
        .map(([tag]) => tag)
        .filter((tag) => new RegExp(`${attribute}=["']?${name}["' >]`).test(tag))
        .map((tag) => /content=(?:"([^"]*)"|([^ >]+))/.exec(tag))
        .map((match) => match?.[1] ?? match?.[2]);
      expect(values, `${name} once`).toHaveLength(1);
      return values[0];
    };
    expect(meta('property', 'og:title')).toBe('Usage | JTokkit');
    expect(meta('property', 'og:description')!.length).toBeGreaterThan(40);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    const image = meta('property', 'og:image');
    expect(image).toBe('https://jtokkit.knuddels.de/img/social-card.png');
    expect(meta('name', 'twitter:image')).toBe(image);
    const card = await request.get(new URL(image!).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
  });

  test('sitemap.xml lists every page and robots.txt points to it', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of ['/', ...DOCS.map((doc) => doc.route)]) {
      expect(sitemap).toContain(`<loc>https://jtokkit.knuddels.de${route}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://jtokkit.knuddels.de/sitemap.xml');
  });
});
