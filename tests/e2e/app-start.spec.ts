import {test, expect} from '@playwright/test';
import {appScriptsOf} from '../support/appScripts';
import {recordHydration, scriptsFetchedBeforeHydration} from '../support/hydration';

// How a page starts (plugins/app-after-first-paint.ts, plugins/ssr-route-chunks.ts): its HTML lists
// every script the route needs, and an inline loader adds them all once the first paint is reported.

const ROUTES = ['/', '/docs/getting-started/usage', '/docs/getting-started/extending', '/playground'];

for (const route of ROUTES) {
  test(`${route} fetches every script it needs up to hydration from its HTML, each once`, async ({page, request}) => {
    const html = await (await request.get(route)).text();
    const listed = appScriptsOf(html);
    expect(listed.length).toBeGreaterThanOrEqual(2); // runtime~main and main at least

    // The playground starts its tokenizer worker while it hydrates: the worker's code is its own.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await recordHydration(page);
    await page.goto(route);
    const fetched = (await scriptsFetchedBeforeHydration(page)).filter((file) => !workers.includes(file.path));
    expect(fetched.length).toBeGreaterThan(0);
    // Nothing the page needed to hydrate came one round trip late, after main.js had run.
    expect(fetched.map((file) => file.path).filter((path) => !listed.includes(path))).toEqual([]);
    // webpack's chunk loader reuses the loader's scripts instead of adding its own.
    expect(fetched.filter((file) => file.times > 1)).toEqual([]);
  });
}

// Lighthouse counts every request a page starts before its largest paint as part of that paint: the
// app's scripts, started a frame too early, added up to 0.6 s to the simulated LCP of a docs page.
for (const route of ROUTES) {
  test(`${route} requests its app scripts only after the first contentful paint`, async ({page, request}) => {
    const listed = appScriptsOf(await (await request.get(route)).text());
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const {paintedAt, requested} = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      requested: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script')
        .map((entry) => ({path: new URL(entry.name).pathname, at: entry.startTime})),
    }));
    expect(paintedAt).toBeDefined();
    const appScripts = requested.filter((script) => listed.includes(script.path));
    expect(appScripts.map((script) => script.path).sort()).toEqual([...listed].sort());
    expect(appScripts.filter((script) => script.at < paintedAt!)).toEqual([]);
  });
}

test('the app still starts when the browser reports no paint (a tab hidden before its first frame)', async ({page}) => {
  await page.addInitScript(() => {
    PerformanceObserver.prototype.observe = () => undefined;
  });
  await page.goto('/docs/getting-started/usage');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const {loadedAt, hydratedScriptsAt} = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const main = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
      /\/assets\/js\/main\.[^/]+\.js$/.test(entry.name),
    );
    return {loadedAt: navigation.loadEventEnd, hydratedScriptsAt: main?.startTime};
  });
  // Started by the fallback, a second after load, not by a paint report.
  expect(hydratedScriptsAt).toBeGreaterThanOrEqual(loadedAt + 900);
});
