import {test, expect} from '@playwright/test';

// "Copy page as Markdown" on a doc page. llms.txt, the Markdown copies, the edit links and dates,
// the link-preview metadata and the sitemap are checked on the build's files
// (tests/build/pages.test.ts).

test('"Copy page as Markdown" puts the page on the clipboard; a failed fetch says so, and nothing is lost', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/getting-started/usage');
  const copy = page.getByRole('button', {name: 'Copy page as Markdown'});
  await page.route('**/*.md', (route) => route.abort());
  await copy.click();
  await expect(page.getByRole('status').filter({hasText: 'Could not copy the page'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
    'href',
    '/docs/getting-started/usage.md',
  );
  // Once the copy can be fetched, the same button copies it.
  await page.unroute('**/*.md');
  await copy.click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(await (await request.get('/docs/getting-started/usage.md')).text());
});
