import {test, expect} from '@playwright/test';
import {DOCS} from '../support/routes';

// Screens and routes
const docs = DOCS.map((doc) => [doc.route, doc.title] as const);

test.describe('routes', () => {
  test('home page at /', async ({page}) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'JTokkit'})).toBeVisible();
    await expect(page).toHaveTitle(/JTokkit/);
  });

  for (const [route, title] of docs) {
    for (const suffix of ['', '.html', '/index.html']) {
      test(`${route}${suffix} shows the ${title} page`, async ({page}) => {
        const response = await page.goto(route + suffix);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
        await expect(page).toHaveTitle(`${title} | JTokkit`);
      });
    }
  }

  test('an unknown path shows the not-found page with status 404', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await page.getByRole('main').getByRole('link', {name: 'Getting started'}).click();
    await expect(page).toHaveURL(/\/docs\/getting-started$/);
  });
});
