import type {Page} from '@playwright/test';
import type {EncodingName} from '../../src/lib/counting/jtokkit';

/**
 * Holds the download of an encoding's vocabulary, as a slow connection would, for as long as the test
 * needs (a run that takes long, a progress to look at). `release` lets the held requests go on and the
 * next downloads through. A route turns the browser's cache off, so the worker's fetch is held too.
 */
export async function holdVocabularyDownload(
  page: Page,
  encoding: EncodingName,
): Promise<{release: () => Promise<void>}> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = new RegExp(`vocab-${encoding}`);
  await page.route(pattern, async (route) => {
    await held;
    // Its worker may be gone by then (Cancel replaces it), and the request with it.
    await route.continue().catch(() => undefined);
  });
  return {
    release: async () => {
      release();
      await page.unroute(pattern);
    },
  };
}
