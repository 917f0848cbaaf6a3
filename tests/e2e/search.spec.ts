import {test, expect, type Page, type Request, type Route} from '@playwright/test';
import {violationsInBothModes} from '../support/axe';
import {currentSectionText, expectSearchReady, openReady, searchBox} from '../support/search';

// The search box's states, the search-doc and lunr-index files it loads, its placeholders.

const SEARCH_DOC = /\/search-doc-\d+\.json$/;
const LUNR_INDEX = /\/lunr-index-\d+\.json$/;
const PAGE = '/docs/getting-started';

const results = (page: Page) => page.getByRole('listbox', {name: 'Search results'});

/** Fails the test on any uncaught page error or dialog (alert, confirm, prompt). */
function watchForTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    trouble.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return trouble;
}

async function search(page: Page, query: string) {
  const box = searchBox(page);
  await box.fill(query);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // The worker answers within milliseconds; until then the list is marked busy.
  // (An empty list is hidden, so it is found by the id the box points at, not by its role.)
  await expect(page.locator(`[id="${await box.getAttribute('aria-controls')}"]`)).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  return box;
}

test.describe('search box states', () => {
  test('search box is disabled with "Loading..." until the index has loaded, then "Search"', async ({page}) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    const hold = async (route: Route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    };
    await page.route(SEARCH_DOC, hold);
    await page.route(LUNR_INDEX, hold);

    await page.goto(PAGE);
    // Both files are requested without any interaction, and the box waits for them.
    await expect.poll(() => held.length).toBe(2);
    const box = searchBox(page);
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute('placeholder', 'Loading...');

    release();
    await expectSearchReady(page);
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ['the network fails', (route) => route.abort('failed')],
    ['the server answers 404', (route) => route.fulfill({status: 404, body: 'Not found'})],
    [
      'the file is not JSON',
      (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"searchDocs": ['}),
    ],
  ];
  // Every kind of failure for the first file; for the second, the one failure its loading code can
  // meet on its own (both files go through the same loader), and an index of other documents, which
  // loads but could only ever answer "No results".
  const json = (body: unknown) => (route: Route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify(body)});
  const cases = [
    ...failures.map(([what, answer]) => ['search-doc', SEARCH_DOC, what, answer] as const),
    ['search-doc', SEARCH_DOC, 'the file holds no documents', json({searchDocs: []})] as const,
    ['lunr-index', LUNR_INDEX, ...failures[0]!] as const,
    [
      'lunr-index',
      LUNR_INDEX,
      'the file is an index of other documents',
      json({
        version: '2.3.9',
        fields: ['title'],
        fieldVectors: [['title/9999', [0, 1]]],
        invertedIndex: [],
        pipeline: [],
      }),
    ] as const,
  ];
  for (const [file, pattern, what, answer] of cases) {
    test(`search box says search is unavailable, not "Loading...", when ${what} for the ${file} file`, async ({
      page,
    }) => {
      const trouble = watchForTrouble(page);
      await page.route(pattern, answer);
      await page.goto(PAGE);
      const box = searchBox(page);
      await expect(box).toHaveAttribute('placeholder', 'Search unavailable');
      await expect(box).toHaveAccessibleDescription(/could not be loaded/);
      await expect(box).toHaveAttribute('title', /unavailable/);
      await box.focus();
      await page.keyboard.type('tokens');
      await expect(results(page).getByRole('option')).toHaveCount(0);
      expect(trouble).toEqual([]);
    });
  }

  // A request that never answers once left "Loading..." for good. The worker, whose clock a test
  // cannot move, gives up after 20 s without a byte: this test waits for it.
  test('search box says search is unavailable when no byte of the index arrives for 20 s', async ({page}) => {
    test.setTimeout(90_000);
    const asked: string[] = [];
    const never = (route: Route) => void asked.push(route.request().url());
    await page.route(SEARCH_DOC, never);
    await page.route(LUNR_INDEX, never);
    await page.goto(PAGE);
    await expect.poll(() => asked.length).toBe(2);
    const box = searchBox(page);
    // Half the time: still waiting, as a slow phone still is.
    await page.waitForTimeout(10_000);
    await expect(box).toHaveAttribute('placeholder', 'Loading...');
    await expect(box).toHaveAttribute('placeholder', 'Search unavailable', {timeout: 30_000});
    await expect(box).toHaveAccessibleDescription(/could not be loaded/);
  });

  test('the loaded index stays ready after a client-side page change', async ({page}) => {
    let requests = 0;
    page.on('request', (request) => {
      if (SEARCH_DOC.test(request.url())) requests += 1;
    });
    await openReady(page);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Usage', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Usage'})).toBeVisible();
    await expectSearchReady(page);
    expect(requests).toBe(1);
  });
});

test.describe('calls', () => {
  test('fetches lunr and the search-doc and lunr-index files under the base path, only after the page has loaded', async ({
    page,
  }) => {
    // A hydration mismatch of the box would show up here as a (minified) React error.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    let loaded = false;
    page.on('load', () => (loaded = true));
    const requests: {path: string; afterLoad: boolean; request: Request}[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (/\/(search-doc|lunr-index)-\d+\.json$|\/assets\/js\/search-engine\./.test(pathname))
        requests.push({path: pathname, afterLoad: loaded, request});
    });
    await page.goto(PAGE);
    await expectSearchReady(page);
    // lunr and the query code are a chunk of their own; baseUrl is `/`: the index files sit at the
    // site root, whatever page is open.
    expect(requests.map((r) => r.path.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(
      expect.arrayContaining([
        '/assets/js/search-engine',
        expect.stringMatching(/^\/search-doc-\d+\.json$/),
        expect.stringMatching(/^\/lunr-index-\d+\.json$/),
      ]),
    );
    for (const {path, afterLoad, request} of requests) {
      expect(afterLoad, `${path} is requested after the load event`).toBe(true);
      expect(request.method()).toBe('GET');
      expect((await request.response())?.status(), path).toBe(200);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('full-text search over the docs', () => {
  // One identifier through the bar; the rest of the API names, every h2 heading and common words are
  // checked against the same index and search function in tests/build/search-queries.test.ts.
  test('the Java identifier countTokens finds the section that contains it, and the result shows its page title, section heading and an excerpt', async ({
    page,
  }) => {
    await openReady(page, '/');
    await page.evaluate(() => ((window as {notReloaded?: boolean}).notReloaded = true));
    await search(page, 'countTokens');
    const option = results(page).getByRole('option').first();
    const text = await option.innerText();
    // The result shows why it matched: the word in its heading or highlighted in its excerpt.
    const shown = [await option.locator('span').first().innerText(), ...(await option.locator('mark').allInnerTexts())];
    expect(shown.join(' '), shown.join(' | ')).toContain('countTokens');
    const href = (await option.getAttribute('href')) ?? '';
    const [, anchor] = href.split('#');
    expect(href, 'the result names a section of a doc page').toMatch(/^\/docs\/[^#]+#.+/);

    await option.click();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    const section = page.locator(`[id="${anchor}"]`);
    await expect(section).toBeInViewport();
    expect(text).toContain((await page.getByRole('heading', {level: 1}).innerText()).trim());
    expect(text).toContain((await section.innerText()).replace(/\u200b/g, '').trim());
    // Terms such as "tokens" are on every page: the section itself must hold the word.
    expect(await currentSectionText(page)).toContain('countTokens');
    // The client router changed the page: no reload, and the box is ready for the next search.
    expect(await page.evaluate(() => (window as {notReloaded?: boolean}).notReloaded)).toBe(true);
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('title matches come before matches in the text', async ({page}) => {
    await openReady(page);
    await search(page, 'decoding');
    const options = results(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    // The title a result matches by: its section's heading, or the page's title for a whole page.
    const titles = await options.evaluateAll((elements) =>
      elements.map((option) => {
        // The heading holds the page title, then, for a section, a separator and the section title.
        const parts = Array.from(option.firstElementChild?.children ?? []);
        return parts[parts.length - 1]?.textContent?.toLowerCase() ?? '';
      }),
    );
    const inTitle = titles.map((title) => title.includes('decod'));
    expect(inTitle, titles.join(' | ')).toContain(true);
    expect(inTitle, titles.join(' | ')).toContain(false);
    // Every title match first, then the matches in the text only.
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true));
  });

  test('a query that matches nothing says so, echoing any markup in it as text', async ({page}) => {
    const trouble = watchForTrouble(page);
    const box = await openReady(page);
    await search(page, '<b>zzqxv</b>');
    await expect(results(page).getByRole('option')).toHaveCount(0);
    await expect(page.getByText('No results for “<b>zzqxv</b>”')).toBeVisible();
    await expect(box).toBeFocused();
    expect(trouble).toEqual([]);
  });
});

test.describe('the search text is the only input', () => {
  // What lunr's query syntax does to the search function is held case by case in
  // tests/unit/search.test.ts; here, one query that lunr's parser throws on and one full of its
  // syntax take the bar's path (worker, list, "No results"), with markup, emoji and length.
  const hostile = [
    'foo:',
    'title:tokens^10 -foo +bar~2',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '🍕 tokens',
    'tokens '.repeat(43).slice(0, 300),
    'x'.repeat(300),
  ];
  test('no query breaks the box: syntax, markup, emoji or 300 characters give results or "No results"', async ({
    page,
  }) => {
    const trouble = watchForTrouble(page);
    await openReady(page);
    for (const query of hostile) {
      // An empty box closes the list, so what shows next is this query's answer.
      await searchBox(page).fill('');
      await expect(results(page)).toBeHidden();
      await search(page, query);
      await expect(
        results(page)
          .getByRole('option')
          .first()
          .or(page.getByText(/^No results for/)),
        `the answer to ${JSON.stringify(query)}`,
      ).toBeVisible();
      // Whatever was typed is shown as text, never as markup.
      await expect(page.locator('img[src="x"], script:text("alert")')).toHaveCount(0);
      // The box still works afterwards.
      await search(page, 'countTokens');
      await expect(results(page).getByRole('option').first()).toContainText('countTokens');
    }
    expect(trouble).toEqual([]);
  });
});

test.describe('keyboard', () => {
  test('Ctrl+K and ⌘K focus the search box from anywhere, instead of the browser shortcut', async ({page}) => {
    await openReady(page);
    await page.evaluate(() => {
      window.addEventListener('keydown', (event) => {
        (window as {shortcutPrevented?: boolean}).shortcutPrevented = event.defaultPrevented;
      });
    });
    for (const shortcut of ['Control+k', 'Meta+k']) {
      await page.getByRole('heading', {level: 1}).click();
      await expect(searchBox(page)).not.toBeFocused();
      await page.keyboard.press(shortcut);
      await expect(searchBox(page)).toBeFocused();
      expect(await page.evaluate(() => (window as {shortcutPrevented?: boolean}).shortcutPrevented)).toBe(true);
    }
  });

  test('results can be chosen with the keyboard alone', async ({page}) => {
    await openReady(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('encoding');
    const box = searchBox(page);
    const options = results(page).getByRole('option');
    // The answer to the whole word, not to the letters typed before it (a busy machine answers late):
    // otherwise the list changes under the arrow keys and Enter opens another entry than the one read.
    await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(options.nth(1)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? '-');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    const chosen = (await options.nth(1).getAttribute('href')) ?? '';

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === chosen);
    await expect(box).toHaveValue('');
  });

  test('Enter pressed before the results have appeared opens the best result for the whole text typed', async ({
    page,
  }) => {
    const box = await openReady(page);
    await search(page, 'countTokens');
    const best = (await results(page).getByRole('option').first().getAttribute('href')) ?? '';
    expect(best).toMatch(/^\/docs\//);
    await box.fill('');
    // Typed at machine speed, Enter arrives while the worker is still answering the last keys.
    await page.keyboard.type('countTokens');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === best);
    await expect(box).toHaveValue('');
  });

  test('Enter pressed several times before the results have appeared opens the best result once', async ({page}) => {
    const box = await openReady(page);
    const before = await page.evaluate(() => window.history.length);
    // The query and three Enters in one task: the worker cannot have answered any of them yet.
    await box.evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'countTokens');
      input.dispatchEvent(new Event('input', {bubbles: true}));
      for (let i = 0; i < 3; i++) input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    });
    await expect(page).not.toHaveURL(new RegExp(`${PAGE}$`));
    await expect(box).toHaveValue('');
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
  });

  test('a word in double quotes is searched as the word', async ({page}) => {
    await openReady(page);
    await search(page, 'encodeOrdinary');
    const best = await results(page).getByRole('option').first().getAttribute('href');
    expect(best).toMatch(/^\/docs\//);
    await search(page, '"encodeOrdinary"');
    await expect(results(page).getByRole('option').first()).toHaveAttribute('href', best!);
  });

  test('the combobox points at its labelled list of results; Escape closes the list, a second Escape clears the text', async ({
    page,
  }) => {
    const box = await openReady(page);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await search(page, 'tokens');
    const listbox = results(page);
    await expect(listbox).toBeVisible();
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveValue('tokens');
    await page.keyboard.press('ArrowDown'); // opens the list again
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
  });
});

test.describe('layout: search on mobile and desktop, light and dark', () => {
  // The colour mode changes colours, not the layout: each width once, axe in both modes.
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`at ${width} px the open result list fits the screen and passes axe in light and dark mode`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height});
      await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await openReady(page);
      await expect(searchBox(page)).toBeVisible();
      await search(page, 'encoding');
      const listbox = results(page);
      await expect(listbox.getByRole('option').first()).toBeVisible();
      const popup = await listbox.boundingBox();
      expect(popup).not.toBeNull();
      expect(popup!.x).toBeGreaterThanOrEqual(0);
      expect(popup!.x + popup!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.keyboard.press('ArrowDown');
      const found = await violationsInBothModes(page, {
        include: ['.navbar__search-input', `[id="${await listbox.getAttribute('id')}"]`],
      });
      expect(found).toEqual([]);

      // "encoding" is the name of a type: its page in the API reference comes first.
      await listbox.getByRole('option').first().click();
      await expect(page).toHaveURL(/\/reference\/Encoding$/);
    });
  }
});
