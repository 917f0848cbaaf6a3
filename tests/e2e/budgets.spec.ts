import {test, expect} from '@playwright/test';
import {scriptsNamedBy} from '../support/scriptsNamed';
import {javascriptLoadedBy, totalKB} from '../support/pageWeight';
import {DOC_ROUTES} from '../support/routes';
import {expectSearchReady} from '../support/search';

// Byte budgets, read from the production build (bytes, never timings).
// "Up to hydration" is everything a page runs before it is interactive: runtime, main bundle and
// its route chunks. The search index starts loading afterwards, when the browser is idle (the last
// tests hold them to that), and lunr runs in a worker; the larger budgets count the worker's code too.
const DOCS = DOC_ROUTES;
// docsToHydrate keeps ours under 0.8 of what JTokkit's old docs site runs on a docs page up to hydration
// (its column in bench/results.md).
const BUDGET_KB = {home: 130, docs: 157, docsToHydrate: 132};

test.describe('page weight budgets', () => {
  test(`home page runs at most ${BUDGET_KB.home} KB of gzipped JavaScript, search included`, async ({page}) => {
    // The list of scripts grows until search has loaded; the search index is built in a worker.
    const {scripts, workers} = await javascriptLoadedBy(page, '/', undefined, expectSearchReady);
    expect(workers.map((file) => file.path).join(' '), 'lunr runs in a worker').toMatch(/search-engine/);
    expect(totalKB([...scripts, ...workers])).toBeLessThanOrEqual(BUDGET_KB.home);
  });

  // One test for all the docs pages: the same check on every page, one report of every page over.
  // What a page adds after hydration (search, Prism) is the same on every page: it is counted on the
  // page that runs the most up to hydration, which bounds the others.
  test(`every docs page runs at most ${BUDGET_KB.docsToHydrate} KB of gzipped JavaScript up to hydration and ${BUDGET_KB.docs} KB with search, and no Prism before hydration`, async ({
    browser,
  }) => {
    test.setTimeout(DOCS.length * 15_000);
    const over: string[] = [];
    let heaviest = {route: DOCS[0]!, kb: 0};
    for (const route of DOCS) {
      const page = await browser.newPage();
      const {scripts} = await javascriptLoadedBy(page, route, undefined, undefined, 'load');
      await page.close();
      const toHydrate = scripts.filter((file) => !file.afterHydration);
      const kb = totalKB(toHydrate);
      if (kb > BUDGET_KB.docsToHydrate) over.push(`${route}: ${kb} KB up to hydration`);
      if (kb > heaviest.kb) heaviest = {route, kb};
      // Prism has a chunk of its own, which a first load fetches only after hydration.
      if (toHydrate.some((file) => /\/prism\.[0-9a-f]+\.js$/.test(file.path)))
        over.push(`${route}: Prism before hydration`);
    }
    const page = await browser.newPage();
    const {scripts, workers} = await javascriptLoadedBy(page, heaviest.route, undefined, expectSearchReady);
    expect(workers.map((file) => file.path).join(' '), 'lunr runs in a worker').toMatch(/search-engine/);
    const withSearch = totalKB([...scripts, ...workers]);
    if (withSearch > BUDGET_KB.docs) over.push(`${heaviest.route}: ${withSearch} KB with search`);
    expect(over).toEqual([]);
  });

  test('the search library and index are fetched only after the page has loaded', async ({page}) => {
    let loaded = false;
    const searchRequests: {name: string; afterLoad: boolean}[] = [];
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname;
      if (/\/(search-doc|lunr-index)-\d+\.json$|\/assets\/js\/search-engine\./.test(name)) {
        searchRequests.push({name, afterLoad: loaded});
      }
    });
    await page.goto('/docs/getting-started/usage');
    await expectSearchReady(page);
    expect(searchRequests.map((r) => r.name.replace(/[-.][0-9a-f]+\.(json|js)$/, ''))).toEqual(
      expect.arrayContaining(['/assets/js/search-engine', '/search-doc', '/lunr-index']),
    );
    expect(searchRequests.filter((r) => !r.afterLoad)).toEqual([]);
  });

  test('the initial HTML loads no search code', async ({request}) => {
    const html = await (await request.get('/docs/getting-started/usage')).text();
    const scripts = scriptsNamedBy(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const code = await (await request.get(src)).text();
      // lunr's own banner and its query parser error: present only in the lunr chunk.
      expect(code).not.toContain('QueryParseError');
    }
  });
});
