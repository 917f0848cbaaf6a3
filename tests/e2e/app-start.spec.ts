import {test, expect, type Page} from '@playwright/test';
import {appScriptsOf} from '../support/appScripts';
import {watchHydration} from '../support/hydration';

// How a page starts (plugins/app-after-first-paint.ts, plugins/ssr-route-chunks.ts): its HTML lists
// every script the route needs, and an inline loader adds them all once the first frame is rendered.

const ROUTES = ['/', '/docs/getting-started/usage', '/docs/getting-started/extending', '/playground'];

const hydrated = (page: Page) => expect(page.locator('html[data-has-hydrated=true]')).toHaveCount(1);

for (const route of ROUTES) {
  test(`${route} fetches every script it needs up to hydration from its HTML, each once`, async ({page, request}) => {
    const html = await (await request.get(route)).text();
    const listed = appScriptsOf(html);
    expect(listed.length).toBeGreaterThanOrEqual(2); // runtime~main and main at least

    const requested: string[] = [];
    const isHydrated = await watchHydration(page);
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.resourceType() === 'script' && path.endsWith('.js') && !isHydrated()) requested.push(path);
    });
    // The playground starts its tokenizer worker while it hydrates: the worker's code is its own.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto(route);
    await hydrated(page);
    expect(requested.length).toBeGreaterThan(0);
    // Nothing the page needed to hydrate came one round trip late, after main.js had run.
    expect(requested.filter((path) => !listed.includes(path) && !workers.includes(path))).toEqual([]);
    // webpack's chunk loader reuses the loader's scripts instead of adding its own.
    expect(requested.filter((path, i) => requested.indexOf(path) !== i)).toEqual([]);
  });
}
