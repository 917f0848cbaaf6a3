import {test, expect} from '@playwright/test';
import {javascriptLoadedBy, totalKB} from '../support/pageWeight';
import {prismScripts} from '../support/prism';
import {DOC_ROUTES as DOCS} from '../support/routes';
import {expectSearchReady} from '../support/search';

// Byte budgets, read from the production build (bytes, never timings).
// "Up to hydration" is everything a page runs before it is interactive: runtime, main bundle and
// its route chunks. The search index starts loading afterwards, when the browser is idle (held in
// tests/e2e/search.spec.ts), and lunr runs in a worker; the larger budgets count the worker's code too.
// docsToHydrate keeps ours under 0.8 of what JTokkit's old docs site runs on a docs page up to hydration
// (its column in bench/results.md).
// Each doc page adds its route, its sidebar entry and its description to every docs page's scripts
// (descriptions are held to 160 characters by tests/unit/site.test.ts). Before the API reference
// the budgets were home 130, docs 158 and docsToHydrate 132. Its eight pages add their routes and
// sidebar entries to every page, and the guides' inline code its links; the links of the guides' Java
// blocks carry no data in any page's chunk (a chunk of their own, fetched only after a client-side
// page change). bench/api-reference-bytes.md has what the reference costs each page.
const BUDGET_KB = {home: 131, docs: 159, docsToHydrate: 133};

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
    const prism = prismScripts();
    for (const route of DOCS) {
      const page = await browser.newPage();
      const {scripts} = await javascriptLoadedBy(page, route, undefined, undefined, 'load');
      await page.close();
      const toHydrate = scripts.filter((file) => !file.afterHydration);
      const kb = totalKB(toHydrate);
      if (kb > BUDGET_KB.docsToHydrate) over.push(`${route}: ${kb} KB up to hydration`);
      if (kb > heaviest.kb) heaviest = {route, kb};
      // Prism has a chunk of its own, which a first load fetches only after hydration.
      if (toHydrate.some((file) => prism.includes(file.path))) over.push(`${route}: Prism before hydration`);
    }
    const page = await browser.newPage();
    const {scripts, workers} = await javascriptLoadedBy(page, heaviest.route, undefined, expectSearchReady);
    const withSearch = totalKB([...scripts, ...workers]);
    if (withSearch > BUDGET_KB.docs) over.push(`${heaviest.route}: ${withSearch} KB with search`);
    expect(over).toEqual([]);
  });
});
