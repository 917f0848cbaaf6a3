import {test, expect} from '@playwright/test';

// Screens and routes in the browser. Every page at each of its addresses, with its h1 and title, is
// checked on the build's files (tests/build/pages.test.ts); here, what only a browser shows.

test('an unknown path shows the not-found page with status 404, and its link leads to the docs', async ({page}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  await page.getByRole('main').getByRole('link', {name: 'Getting started'}).click();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
});
