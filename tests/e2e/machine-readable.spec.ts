import {test, expect} from '@playwright/test';

// "Copy page as Markdown" on a doc page. llms.txt, the Markdown copies, the edit links and dates,
// the link-preview metadata and the sitemap are checked on the build's files
// (tests/build/pages.test.ts).

test.describe('Copy page as Markdown', () => {
  test('"Copy page as Markdown" puts the page on the clipboard', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/getting-started/usage');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await (await request.get('/docs/getting-started/usage.md')).text());
  });

  test('a failed fetch says so, and nothing is lost', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/getting-started/usage');
    await page.route('**/*.md', (route) => route.abort());
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs/getting-started/usage.md',
    );
  });
});
