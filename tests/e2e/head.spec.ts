import {expect, test, type Page} from '@playwright/test';

/**
 * The document head in the browser: the server writes it into every page, and the app keeps it up to
 * date on route changes (title, description, canonical URL, social cards, breadcrumbs data, the
 * classes on <html>).
 */

type Head = {title: string; htmlClass: string; lang: string; tags: string[]};

/** The head of the page in the browser, or of a page's HTML as the server sends it. */
async function headOf(page: Page, serverHtmlOf?: string): Promise<Head> {
  return page.evaluate(async (url) => {
    const doc = url ? new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html') : document;
    // The HTML minifier writes the breadcrumbs' JSON-LD with its keys sorted: compare it as data.
    const sortKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sortKeys)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([key, item]) => [key, sortKeys(item)]),
            )
          : value;
    const textOf = (element: Element) =>
      element.getAttribute('type') === 'application/ld+json'
        ? JSON.stringify(sortKeys(JSON.parse(element.textContent ?? '')))
        : element.textContent;
    const describe = (element: Element) =>
      [
        element.localName,
        ...Array.from(element.attributes)
          .filter((attribute) => attribute.name !== 'data-rh')
          .map((attribute) => `${attribute.name}=${attribute.value}`)
          .sort(),
        textOf(element),
      ].join(' ');
    return {
      title: doc.title,
      htmlClass: doc.documentElement.className,
      lang: doc.documentElement.lang,
      tags: Array.from(doc.head.querySelectorAll('[data-rh]:not(title)')).map(describe).sort(),
    };
  }, serverHtmlOf);
}

test('after a route change inside the app, the head is the one the server writes for the new page', async ({page}) => {
  await page.goto('/docs/getting-started');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});

  await sidebar.getByRole('link', {name: 'Usage', exact: true}).click();
  await expect(page).toHaveTitle('Usage | JTokkit');
  await expect.poll(() => headOf(page)).toEqual(await headOf(page, '/docs/getting-started/usage'));

  await page.getByRole('main').getByRole('link', {name: 'tokenizer playground'}).first().click();
  await expect(page).toHaveTitle('Tokenizer playground | JTokkit');
  await expect.poll(() => headOf(page)).toEqual(await headOf(page, '/playground'));

  await page.goBack();
  await expect(page).toHaveTitle('Usage | JTokkit');
  await expect.poll(() => headOf(page)).toEqual(await headOf(page, '/docs/getting-started/usage'));
});
