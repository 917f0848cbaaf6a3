import type {Page} from '@playwright/test';

/**
 * Watches for the end of hydration (Docusaurus sets <html data-has-hydrated="true"> right after it)
 * and returns a function that tells whether it has happened. Call before page.goto.
 */
export async function watchHydration(page: Page): Promise<() => boolean> {
  let hydrated = false;
  await page.exposeFunction('reportHydrated', () => (hydrated = true));
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return;
      observer.disconnect();
      void (window as unknown as {reportHydrated: () => void}).reportHydrated();
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  return () => hydrated;
}
