import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {openReady, searchBox} from '../support/search';

// The search box and full-text search, under the dev server (`npm start`).

const firstResult = (page: Page) => page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first();

test('under the dev server the search box becomes ready and finds countTokens on its page and section', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // In development React reports misuse (bad attributes, keys, hydration mismatches) as console errors.
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openReady(page);
  await searchBox(page).fill('countTokens');
  const result = firstResult(page);
  await expect(result).toContainText('countTokens');
  const href = (await result.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/docs\/.+#.+/);
  await result.click();
  await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  await expect(page.locator('article')).toContainText('countTokens');
  expect(errors).toEqual([]);
});

test('under the dev server a doc edited while it runs is found after a reload', async ({page}) => {
  const doc = path.resolve('docs/getting-started/extending.md');
  const original = fs.readFileSync(doc, 'utf8');
  const word = `zebra${Date.now().toString(36)}`;
  try {
    fs.writeFileSync(doc, `${original}\nThe word ${word} was added while the dev server runs.\n`);
    await expect(async () => {
      await openReady(page);
      await searchBox(page).fill(word);
      await expect(firstResult(page)).toHaveAttribute('href', /^\/docs\/getting-started\/extending#/, {timeout: 2_000});
    }).toPass({timeout: 60_000});
  } finally {
    fs.writeFileSync(doc, original);
  }
});
