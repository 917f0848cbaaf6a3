import type {Page} from '@playwright/test';

/**
 * Records, in the page, when hydration ends, on the same clock as resource timing. Docusaurus's
 * isBrowser turns true in the first effect after hydration: the colour mode toggle loses its
 * `disabled` in that same render, and <html data-has-hydrated="true"> follows a frame later (set
 * through react-helmet-async); whichever is seen first. Call before page.goto.
 */
export async function recordHydration(page: Page): Promise<void> {
  // A string, not a function: tsx (the benchmark) names inner functions with a helper that does not
  // exist in the page, and the recorder would throw there without a word.
  await page.addInitScript({
    content: `new MutationObserver(function (_, observer) {
      var hydrated = document.documentElement.dataset.hasHydrated === 'true' ||
        document.querySelector('button[aria-label^="Switch between dark and light mode"]:not([disabled])') !== null;
      if (!hydrated) return;
      observer.disconnect();
      window.hydratedAt = performance.now();
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated', 'disabled']});`,
  });
}

/**
 * The paths of the scripts the page started to fetch (resource timing) before hydration ended, with
 * how often each was fetched then. Decided in the page, so no message between
 * browser and test can arrive late. Waits for hydration.
 */
export async function scriptsFetchedBeforeHydration(page: Page): Promise<{path: string; times: number}[]> {
  await page.waitForFunction(() => (window as unknown as {hydratedAt?: number}).hydratedAt !== undefined);
  return page.evaluate(() => {
    const hydratedAt = (window as unknown as {hydratedAt: number}).hydratedAt;
    const counts = new Map<string, number>();
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const {pathname} = new URL(entry.name);
      // Scripts the page runs; link prefetches (initiatorType "link") only fill the cache.
      if (entry.initiatorType !== 'script' || !pathname.endsWith('.js') || entry.startTime >= hydratedAt) continue;
      counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    }
    return [...counts].map(([path, times]) => ({path, times}));
  });
}
