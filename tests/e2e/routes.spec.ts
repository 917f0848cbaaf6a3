import {test, expect, type Page} from '@playwright/test';
import {PAGE_ROUTES} from '../support/routes';

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

/** Page errors and console errors from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** The other addresses a static host answers with the page of `route` (the spec: "treated as the same path"). */
const suffixed = (route: string) => (route === '/' ? ['/index.html'] : [`${route}.html`, `${route}/index.html`]);

// The app renders for the address it finds: with the suffix left in, React threw away the server's
// HTML (errors #418, #423), the playground showed a dead copy above a live one, and the canonical
// link named the suffixed address. At its own address, a page that React drew again would have lost
// what the build step wrote into it (plugins/static-pages).
for (const route of PAGE_ROUTES) {
  test(`${route}, at its address and at ${suffixed(route).join(' and ')}: one working page, at the clean address, with a canonical link to it`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    const canonical = `https://jtokkit.knuddels.de${route}`;
    for (const address of [route, ...suffixed(route)]) {
      await page.goto(address);
      await expect(page.locator('html[data-has-hydrated=true]'), address).toHaveCount(1);
      expect(new URL(page.url()).pathname, address).toBe(route);
      await expect(page.locator('main'), address).toHaveCount(1);
      await expect(page.locator('link[rel=canonical]'), address).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:url"]'), address).toHaveAttribute('content', canonical);
    }
    expect(errors).toEqual([]);
  });
}

test('the playground at /playground.html works: its search box gets ready, a link opens its text, and a share link names /playground', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = errorsOf(page);
  await page.goto('/playground.html#encoding=cl100k_base&text=hello%20world');
  await expect(page.getByLabel('Text', {exact: true})).toHaveValue('hello world');
  await expect(page.getByTestId('token-ids')).toHaveText('15339, 1917');
  await expect(page.getByRole('combobox', {name: 'Search'})).toHaveAttribute('placeholder', 'Search');
  await page.getByLabel('Text', {exact: true}).fill('hello');
  await expect(page.getByTestId('token-ids')).toHaveText('15339');
  await page.getByRole('button', {name: 'Share link'}).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/playground');
  expect(errors).toEqual([]);
});

// decodeURI in the router, and decodeURIComponent in Docusaurus's scroll on navigation, threw on
// these: the page was not hydrated, or crashed on the next navigation to it and lost what was typed.
test.describe('an address that is not valid percent-encoding', () => {
  test('a path: the not-found page, working', async ({page}) => {
    const errors = errorsOf(page);
    const response = await page.goto('/docs/%E0%A4%A');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html[data-has-hydrated=true]')).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('an anchor typed into the address of the playground is ignored, and the text stays', async ({page}) => {
    const errors = errorsOf(page);
    await page.goto('/playground');
    const text = page.getByLabel('Text', {exact: true});
    await expect(page.getByTestId('token-count')).toHaveText(/^\d+$/);
    await text.fill('my own text');
    // Same document, as when the address is edited and Enter pressed.
    await page.goto('/playground#%');
    await expect(page.getByRole('heading', {level: 1, name: 'Tokenizer playground'})).toBeVisible();
    await expect(text).toHaveValue('my own text');
    // A link with a text opens it, as the characters the address shows.
    await page.goto('/playground#text=%E0%A4%A');
    await expect(text).toHaveValue('%E0%A4%A');
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a doc page opened with such an anchor survives leaving it and coming Back', async ({page}) => {
    const errors = errorsOf(page);
    await page.goto('/docs/getting-started#%E0%A4%A');
    await expect(page.locator('html[data-has-hydrated=true]')).toHaveCount(1);
    await page.getByRole('link', {name: 'JTokkit logo'}).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
