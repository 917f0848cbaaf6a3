import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {currentSectionText, expectSearchReady, searchBox} from '../support/search';
import {DOCS} from '../support/routes';

// Full-text search over the docs: the API names and the topics of the guide pages can
// be found. Written against the search bar's contract: a combobox named "Search" (enabled, with
// the placeholder "Search", once the index has loaded), and results in a listbox named
// "Search results" whose options link to page#section.

const pages = DOCS.map((doc) => ({route: doc.route, file: doc.path}));

const identifiers = [
  'countTokens',
  'encodeOrdinary',
  'registerCustomEncoding',
  'registerGptBytePairEncoding',
  'getLastProcessedCharacterIndex',
  'EncodingType',
  'ModelType',
  'decodeBytes',
  'cl100k_base',
  'o200k_base',
];

function source(file: string): string {
  return fs.readFileSync(path.resolve(file), 'utf8');
}

/** The page's prose, without front matter and code blocks. */
function prose(file: string): string {
  return source(file)
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1\s*$/gm, '');
}

/** The text of each h2 heading as a reader sees it: no backticks, link text only. */
function h2Headings(file: string): string[] {
  return [...prose(file).matchAll(/^## (.+)$/gm)].map((match) =>
    (match[1] ?? '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .trim(),
  );
}

/** The routes of the pages whose text contains the identifier. */
function routesMentioning(identifier: string): string[] {
  return pages.filter(({file}) => source(file).includes(identifier)).map(({route}) => route);
}

/** Types the query into the search box, once the index has loaded. */
async function search(page: Page, query: string): Promise<void> {
  await page.goto('/docs/getting-started');
  await expectSearchReady(page);
  await searchBox(page).fill(query);
}

/** The addresses the result options link to. */
async function resultLinks(page: Page): Promise<string[]> {
  const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
  await expect(options.first()).toBeVisible();
  return options.evaluateAll((elements) =>
    elements
      .map((option) => (option instanceof HTMLAnchorElement ? option : option.querySelector('a[href]')))
      .filter((link): link is HTMLAnchorElement => link !== null)
      .map((link) => link.href),
  );
}

function pathOf(href: string): string {
  return new URL(href).pathname.replace(/\/$/, '').replace(/(\/index)?\.html$/, '');
}

test.describe('search finds the API and the topics of the guide', () => {
  for (const identifier of identifiers) {
    test(`"${identifier}" leads first to a section that uses it`, async ({page}) => {
      const expected = routesMentioning(identifier);
      expect(expected.length, `a guide page mentions ${identifier}`).toBeGreaterThan(0);
      await search(page, identifier);
      let first = '';
      await expect(async () => {
        [first = ''] = await resultLinks(page);
        expect(expected).toContain(pathOf(first));
      }).toPass({timeout: 15_000});
      // Several of these names are on every page: the section the result opens must use it.
      await page.goto(first);
      await expect(page.locator('article')).toBeVisible();
      expect(await currentSectionText(page)).toContain(identifier);
    });
  }

  for (const {route, file} of pages) {
    const headings = h2Headings(file);
    test(`${route} has h2 headings to search for`, () => {
      expect(headings.length).toBeGreaterThan(1);
    });
    for (const heading of headings) {
      test(`"${heading}" finds ${route}`, async ({page}) => {
        await search(page, heading);
        await expect(async () => {
          expect((await resultLinks(page)).map(pathOf)).toContain(route);
        }).toPass({timeout: 15_000});
      });
    }
  }
});
