import {expect, type Page} from '@playwright/test';

/** The navbar's search box (an accessible combobox). */
export const searchBox = (page: Page) => page.getByRole('combobox', {name: 'Search'});

/**
 * Waits until the search box is ready: enabled, with the placeholder 'Search' (spec §4). The
 * index loads once the page has rendered, so hydration is over by then, and every script the
 * page runs on its own, search included, has been fetched.
 */
export async function expectSearchReady(page: Page): Promise<void> {
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await expect(searchBox(page)).toBeEnabled();
}
