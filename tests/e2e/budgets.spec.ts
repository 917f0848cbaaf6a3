import {test, expect} from '@playwright/test';
import {javascriptLoadedBy, totalKB} from '../support/pageWeight';

// §9 and issue 5: byte budgets, read from the production build (bytes, never timings).
const DOCS = [
  '/docs/getting-started',
  '/docs/getting-started/usage',
  '/docs/getting-started/extending',
  '/docs/getting-started/recipes/chatml',
];
const BUDGET_KB = {home: 140, docs: 150};

test.describe('page weight budgets', () => {
  test(`home page runs at most ${BUDGET_KB.home} KB of gzipped JavaScript before it is idle`, async ({page}) => {
    const {scripts} = await javascriptLoadedBy(page, '/');
    expect(totalKB(scripts)).toBeLessThanOrEqual(BUDGET_KB.home);
  });

  for (const route of DOCS) {
    test(`${route} runs at most ${BUDGET_KB.docs} KB of gzipped JavaScript before it is idle`, async ({page}) => {
      const {scripts} = await javascriptLoadedBy(page, route);
      expect(totalKB(scripts)).toBeLessThanOrEqual(BUDGET_KB.docs);
    });
  }

  test('the search index is fetched only after the page has loaded', async ({page}) => {
    let loaded = false;
    const early: string[] = [];
    const fetched: string[] = [];
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname;
      if (/\/(search-doc|lunr-index)[^/]*\.json$/.test(name)) {
        fetched.push(name);
        if (!loaded) early.push(name);
      }
    });
    await page.goto('/docs/getting-started/usage', {waitUntil: 'networkidle'});
    expect(fetched).toHaveLength(2);
    expect(early).toEqual([]);
  });

  test('the initial HTML loads no search code', async ({request}) => {
    const html = await (await request.get('/docs/getting-started/usage')).text();
    const scripts = [...html.matchAll(/<script[^>]*src=["']?([^"' >]+)/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const code = await (await request.get(src!)).text();
      // lunr's own banner and its query parser error: present only in the lunr chunk.
      expect(code).not.toContain('QueryParseError');
    }
  });
});
