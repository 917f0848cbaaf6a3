import {test, expect, type Page} from '@playwright/test';
import {violationsInBothModes} from '../support/axe';
import {holdVocabularyDownload} from '../support/vocabularyDownload';

// The playground at /playground, against the production build.

const text = (page: Page) => page.getByLabel('Text', {exact: true});
const encodingSelect = (page: Page) => page.getByLabel('Encoding', {exact: true});
const count = (page: Page) => page.getByTestId('token-count');
const ids = (page: Page) => page.getByTestId('token-ids');

async function open(page: Page, query = ''): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/playground${query}`);
  // Hydrated: the default text has been tokenized.
  await expect(count(page)).toHaveText(/^\d+$/);
  return errors;
}

test.describe('playground', () => {
  test('is linked from the home page hero', async ({page}) => {
    await page.goto('/');
    await page.getByRole('link', {name: 'Try the playground'}).click();
    await expect(page).toHaveURL(/\/playground$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Tokenizer playground'})).toBeVisible();
  });

  test('the labels and test ids that automated checks use are unambiguous', async ({page}) => {
    await open(page);
    await expect(page.getByLabel('Text')).toHaveCount(1);
    await expect(page.getByLabel('Encoding')).toHaveCount(1);
    await expect(page.getByLabel('ordinary')).toHaveCount(1);
    const values = await page
      .getByLabel('Encoding')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(['r50k_base', 'p50k_base', 'p50k_edit', 'cl100k_base', 'o200k_base']);
    await expect(page.getByTestId('token-count')).toHaveCount(1);
    await expect(page.getByTestId('token-ids')).toHaveCount(1);
    // Still one each with every option set, when the page shows encodeOrdinary(text, 4).
    await page.getByLabel('ordinary').check();
    await page.getByLabel('Max tokens').fill('4');
    await expect(page.getByTestId('limited-truncated')).toHaveText('true');
    // The field's hint names the method that runs.
    await expect(page.getByText('Shows what encodeOrdinary(text, maxTokens) returns.')).toBeVisible();
    await expect(page.getByLabel('ordinary')).toHaveCount(1);
    await expect(page.getByLabel('Max tokens')).toHaveCount(1);
  });

  for (const viewport of [
    {width: 412, height: 823}, // Lighthouse's phone
    {width: 1280, height: 800},
  ]) {
    test(`the first count moves nothing on the page at ${viewport.width} px (layout shift at most 0.02)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as {shifts: number[]}).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({type: 'layout-shift', buffered: true});
      });
      await open(page);
      await expect(page.getByRole('heading', {name: 'Copy as Java'})).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    });
  }

  test('type, then switch encodings: the ids are JTokkit’s', async ({page}) => {
    const errors = await open(page);
    await encodingSelect(page).selectOption('cl100k_base');
    await text(page).fill('hello world');
    await expect(count(page)).toHaveText('2');
    await expect(ids(page)).toHaveText('15339, 1917');
    await expect(page.getByTestId('char-count')).toHaveText('11');

    await encodingSelect(page).selectOption('o200k_base');
    await expect(ids(page)).toHaveText('24912, 2375');
    await encodingSelect(page).selectOption('r50k_base');
    await expect(ids(page)).toHaveText('31373, 995');

    // Picking a model picks its encoding and shows its context length.
    await page.getByLabel('Model').selectOption('gpt-4o');
    await expect(encodingSelect(page)).toHaveValue('o200k_base');
    await expect(
      page.getByText(
        'In JTokkit, ModelType.GPT_4O has the encoding o200k_base and a max context length of 128,000 tokens.',
      ),
    ).toBeVisible();
    await expect(ids(page)).toHaveText('24912, 2375');
    expect(errors).toEqual([]);
  });

  test('hovering a token shows its id and bytes; a cut character is marked', async ({page}) => {
    await open(page);
    await encodingSelect(page).selectOption('cl100k_base');
    await text(page).fill('I love 🍕');
    await expect(ids(page)).toHaveText('40, 3021, 11410, 235, 243');
    const tokens = page.getByRole('list', {name: 'Tokens'}).getByRole('listitem');
    await expect(tokens).toHaveCount(5);
    await tokens.nth(1).hover();
    await expect(page.getByTestId('token-detail')).toHaveText('Token 2 of 5: id 3021, bytes 20 6C 6F 76 65, " love"');
    await tokens.nth(3).hover();
    await expect(page.getByTestId('token-detail')).toContainText(
      'id 235, bytes 8D, no whole character, holds part of a multi-byte character',
    );
  });

  test('a share link holds the text after its #: no request carries it, and the link opens the same state', async ({
    page,
    context,
  }) => {
    // Everything the browser asks of the site, from this tab, the tab the link opens in and the
    // tokenizer's worker, with its Referer.
    const sent: string[] = [];
    context.on('request', (request) => sent.push(request.url(), request.headers()['referer'] ?? ''));
    const errors = await open(page);
    const typed = 'Quokka note: <|endoftext|> & more\nline two';
    await encodingSelect(page).selectOption('o200k_base');
    await text(page).fill(typed);
    await page.getByLabel('ordinary').check();
    await page.getByLabel('Max tokens').fill('4');
    await expect(page.getByTestId('limited-truncated')).toHaveText('true');
    // The page says what a link holds and who can read it.
    await expect(page.getByText('Browsers do not send that part of a link to the site')).toContainText(
      'anyone who has the link can read it',
    );
    await page.getByRole('button', {name: 'Share link'}).click();
    const url = new URL(await page.getByLabel('Share link').inputValue());
    expect(url.pathname).toBe('/playground');
    expect(url.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      encoding: 'o200k_base',
      ordinary: '1',
      max: '4',
      text: typed,
    });
    // The address holds the same, after its # too.
    expect(await page.evaluate(() => [location.pathname, location.search, location.hash])).toEqual([
      '/playground',
      '',
      url.hash,
    ]);

    // A reload, and the link opened in a new tab: the same text and settings.
    await page.reload();
    await expect(text(page)).toHaveValue(typed);
    const other = await context.newPage();
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto(url.href);
    await expect(text(other)).toHaveValue(typed);
    await expect(encodingSelect(other)).toHaveValue('o200k_base');
    await expect(other.getByLabel('ordinary')).toBeChecked();
    await expect(other.getByLabel('Max tokens')).toHaveValue('4');
    await expect(ids(other)).toHaveText(await ids(page).innerText());

    // The worker's downloads are among the requests seen, and none of them carries the text.
    expect(sent.some((address) => address.includes('vocab-o200k_base'))).toBe(true);
    expect(sent.filter((address) => address.includes('/playground')).length).toBeGreaterThanOrEqual(2);
    expect(sent.filter((address) => /quokka/i.test(address))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an older link with the text in its query still opens, and the address moves it after the #', async ({page}) => {
    const errors = await open(
      page,
      `?encoding=cl100k_base&max=3&text=${encodeURIComponent('This is a sample sentence.')}`,
    );
    await expect(text(page)).toHaveValue('This is a sample sentence.');
    await expect(encodingSelect(page)).toHaveValue('cl100k_base');
    await expect(page.getByTestId('limited-tokens')).toHaveText('[2028, 374, 264]');
    expect(await page.evaluate(() => [location.pathname, location.search, location.hash])).toEqual([
      '/playground',
      '',
      '#encoding=cl100k_base&max=3&text=This+is+a+sample+sentence.',
    ]);
    // A reload asks the site for /playground alone, and opens the same state.
    const reload = page.waitForRequest((request) => request.resourceType() === 'document');
    await page.reload();
    expect(new URL((await reload).url()).search).toBe('');
    await expect(page.getByTestId('limited-tokens')).toHaveText('[2028, 374, 264]');
    expect(errors).toEqual([]);
  });

  test('a link pasted into the same tab opens its state; a heading anchor changes nothing', async ({page}) => {
    const errors = await open(page, `#encoding=r50k_base&text=${encodeURIComponent('hello world')}`);
    await expect(text(page)).toHaveValue('hello world');
    await expect(ids(page)).toHaveText('31373, 995');
    // The same document, a new fragment: the browser fires hashchange, Docusaurus looks for an
    // element with that id (there is none) and the page opens the new link.
    await page.goto(`/playground#view=compare&text=${encodeURIComponent('second link')}`);
    await expect(text(page)).toHaveValue('second link');
    await expect(page.getByRole('button', {name: 'Compare encodings'})).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('compare-count-r50k_base')).toHaveText('2');
    await page.getByRole('button', {name: 'Text', exact: true}).click();
    await text(page).fill('typed on');
    await page.goto('/playground#why-o200k-base');
    await expect(text(page)).toHaveValue('typed on');
    // A link opened over typed text (here the address edited by hand) offers the text back.
    await page.goto('/playground#encoding=cl100k_base');
    await expect(text(page)).not.toHaveValue('typed on');
    await page
      .getByRole('status')
      .filter({hasText: 'The link opened here replaced what you had entered.'})
      .getByRole('button', {name: 'Undo'})
      .click();
    await expect(text(page)).toHaveValue('typed on');
    await expect(page.getByRole('button', {name: 'Undo'})).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a bad link gives a clear message, not a crash', async ({page}) => {
    const errors = await open(page, '#encoding=cl200k&max=lots&text=still%20here');
    await expect(page.getByRole('alert')).toContainText('unknown encoding, "cl200k"');
    await expect(page.getByRole('alert')).toContainText('"lots"');
    await expect(text(page)).toHaveValue('still here');
    // A link cut in the middle of an escape opens, and the address gets valid escapes, which
    // Docusaurus decodes (decodeURIComponent) when the reader comes back to the page: the escapes
    // that do not decode are read as the characters they are (plugins/static-pages/clean-address.ts).
    const cut = await page.context().newPage();
    cut.on('pageerror', (error) => errors.push(error.message));
    await cut.goto('/playground#text=%E0%A4%A');
    await expect(text(cut)).toHaveValue('%E0%A4%A');
    expect(await cut.evaluate(() => location.hash)).toBe('#text=%25E0%25A4%25A');
    await cut.getByRole('link', {name: 'Models', exact: true}).first().click();
    await expect(cut).toHaveURL(/\/docs\/getting-started\/models$/);
    await cut.goBack();
    await expect(text(cut)).toHaveValue('%E0%A4%A');
    expect(errors).toEqual([]);
  });

  test('special tokens: encode throws like JTokkit, encodeOrdinary encodes them as text', async ({page}) => {
    await open(page);
    await encodingSelect(page).selectOption('cl100k_base');
    await text(page).fill('hello <|endoftext|> world');
    const error = page.getByTestId('tokenizer-error');
    await expect(error).toContainText('<|endoftext|>');
    await expect(error).toContainText('UnsupportedOperationException');
    await expect(error).toContainText('encodeOrdinary');
    await expect(page.getByRole('region', {name: 'Copy as Java'})).toContainText(
      'throws UnsupportedOperationException',
    );

    await page.getByLabel('ordinary').check();
    await expect(error).toBeHidden();
    await expect(ids(page)).toHaveText('15339, 83739, 8862, 728, 428, 91, 29, 1917');
    await expect(page.getByRole('region', {name: 'Copy as Java'})).toContainText('encoding.encodeOrdinary(text)');
  });

  test('max tokens shows what encode(text, maxTokens) returns', async ({page}) => {
    await open(page);
    await encodingSelect(page).selectOption('cl100k_base');
    await text(page).fill('This is a sample sentence.');
    await page.getByLabel('Max tokens').fill('3');
    await expect(page.getByTestId('limited-tokens')).toHaveText('[2028, 374, 264]');
    await expect(page.getByTestId('limited-truncated')).toHaveText('true');
    await expect(page.getByTestId('limited-index')).toHaveText('8');
    await expect(count(page)).toHaveText('6');

    await text(page).fill('I love 🍕');
    await page.getByLabel('Max tokens').fill('4');
    await expect(page.getByTestId('limited-tokens')).toHaveText('[40, 3021]');
    await expect(page.getByTestId('limited-truncated')).toHaveText('true');
    await expect(page.getByTestId('limited-index')).toHaveText('5');
    await expect(page.getByRole('region', {name: 'Copy as Java'})).toContainText('encoding.encode(text, 4)');

    await page.getByLabel('Max tokens').fill('-1');
    await expect(page.getByText('Enter a whole number from 0 to 2,147,483,647')).toBeVisible();
  });

  test('Max tokens 0: what JTokkit 1.1.0 returns, cl100k_base keeping a first piece of one token', async ({page}) => {
    // Recorded from the jar (tests/unit/fixtures): encode("hello world", 0) is [15339], truncated, index 4
    // in cl100k_base, and [], truncated, index -1 in o200k_base.
    await open(page, `#encoding=cl100k_base&max=0&text=${encodeURIComponent('hello world')}`);
    await expect(page.getByTestId('limited-tokens')).toHaveText('[15339]');
    await expect(page.getByTestId('limited-truncated')).toHaveText('true');
    await expect(page.getByTestId('limited-index')).toHaveText('4');
    await expect(page.getByRole('region', {name: 'Copy as Java'})).toContainText('encoding.encode(text, 0)');
    await encodingSelect(page).selectOption('o200k_base');
    await expect(page.getByTestId('limited-tokens')).toHaveText('[]');
    await expect(page.getByTestId('limited-index')).toHaveText('-1');
  });

  for (const [link, encoding] of [
    ['', 'o200k_base'],
    ['#model=gpt-4&text=hi', 'cl100k_base'],
  ] as const) {
    test(`the page's HTML starts the download of the first count's vocabulary (${encoding}${link ? `, ${link}` : ''}), and the worker takes it from the cache`, async ({
      page,
    }) => {
      const vocabularies = new Set<string>();
      page.on('request', (request) => {
        const name = /vocab-(\w+?)\./.exec(request.url())?.[1];
        if (name) vocabularies.add(name);
      });
      await open(page, link);
      // In the HTML the server sent, before the page's scripts: the script that starts it, with the files' addresses.
      const html = await (await page.request.get('/playground')).text();
      expect(html.indexOf('/assets/vocab/vocab-')).toBeGreaterThan(0);
      expect(html.indexOf('/assets/vocab/vocab-')).toBeLessThan(html.indexOf('/assets/js/main.'));
      const preload = page.locator(`link[rel=preload][data-encoding="${encoding}"]`);
      await expect(preload).toHaveCount(1);
      expect([...vocabularies]).toEqual([encoding]);
      // Downloaded once: the page's preload brought the bytes, the worker's fetch found them in the cache.
      const href = new URL((await preload.getAttribute('href'))!, page.url()).href;
      const transferred = (entries: {name: string; transferSize: number}[]) =>
        entries.filter((entry) => entry.name === href).map((entry) => entry.transferSize);
      const resources = () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({name, transferSize}) => ({
          name,
          transferSize,
        }));
      const inPage = await page.evaluate(resources);
      // The tokenizer's worker, among the page's workers (the search bar's has its own).
      const inWorker = (await Promise.all(page.workers().map((worker) => worker.evaluate(resources)))).flat();
      expect(transferred(inPage)).toHaveLength(1);
      expect(transferred(inPage)[0]).toBeGreaterThan(100_000);
      expect(transferred(inWorker)).toEqual([0]);
    });
  }

  test('chat mode counts with the recipe’s rule: 129 for OpenAI’s example in cl100k_base', async ({page}) => {
    await open(page);
    await encodingSelect(page).selectOption('cl100k_base');
    await page.getByRole('button', {name: 'Chat messages'}).click();
    // The default conversation is OpenAI's cookbook example (tests/unit/chatTokens.test.ts).
    await expect(page.getByTestId('chat-token-count')).toHaveText('129');
    await page.getByRole('button', {name: 'Remove message 6'}).click();
    await expect(page.getByTestId('chat-token-count')).toHaveText('106');
    await page.getByRole('button', {name: 'Add message'}).click();
    await page
      .getByLabel('Content')
      .last()
      .fill("This late pivot means we don't have time to boil the ocean for the client deliverable.");
    await expect(page.getByTestId('chat-token-count')).toHaveText('129');
    await expect(page.getByRole('region', {name: 'Copy as Java'})).toContainText(
      'System.out.println(count.total); // 129',
    );
  });

  test('a 1 MB paste finishes in the worker and shows a count', async ({page}) => {
    const errors = await open(page);
    await encodingSelect(page).selectOption('cl100k_base');
    // Long lines: Playwright's fill slows down with every line break (Chromium's insertText),
    // so ~50 lines of 20 kB stand in for a pasted document.
    const sentence =
      'The quick brown fox jumps over the lazy dog. Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich. 🍕 ';
    const line = sentence.repeat(Math.ceil(20_000 / sentence.length)) + '\n';
    const big = line.repeat(Math.ceil(1_000_000 / line.length));
    expect(big.length).toBeGreaterThan(1_000_000);
    await text(page).fill(big);
    // In groups of three digits, as the code points beside it (1332501 was hard to read).
    await expect(count(page)).toHaveText(/^\d{3},\d{3}$/, {timeout: 60_000});
    const tokens = Number((await count(page).innerText()).replace(/,/g, ''));
    expect(tokens).toBeGreaterThan(200_000);
    await expect(page.getByText(/Showing the first 2,000 of [\d,]+ tokens/)).toBeVisible();
    // The page still answers: typing more updates the count.
    await text(page).press('End');
    await text(page).pressSequentially(' again');
    await expect(count(page)).toHaveText((tokens + 1).toLocaleString('en-US'), {timeout: 60_000});
    expect(errors).toEqual([]);
  });

  test('one word of 300,000 letters is a single piece, counted as JTokkit counts it', async ({page}) => {
    const errors = await open(page);
    // JTokkit 1.1.0 gives 37,500 tokens in o200k_base, each eight x's (92984); the page merged such a
    // piece in minutes before it took JTokkit's way for long pieces.
    await text(page).fill('x'.repeat(300_000));
    await expect(count(page)).toHaveText('37,500');
    await text(page).fill('hello world');
    await expect(ids(page)).toHaveText('24912, 2375');
    expect(errors).toEqual([]);
  });

  test('a run that takes long can be cancelled, and the page keeps working', async ({page}) => {
    const errors = await open(page);
    const download = await holdVocabularyDownload(page, 'p50k_base');
    await encodingSelect(page).selectOption('p50k_base');
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.getByText('Cancelled. Edit the input or press Retry to tokenize again.')).toBeVisible();
    await download.release();
    await text(page).fill('hello world');
    await expect(ids(page)).toHaveText('31373, 995');
    expect(errors).toEqual([]);
  });

  test('a failed vocabulary download shows Retry and keeps the input', async ({page}) => {
    await page.route(/vocab-p50k_base/, (route) => route.abort());
    await open(page);
    await text(page).fill('kept text');
    await encodingSelect(page).selectOption('p50k_base');
    await expect(page.getByTestId('tokenizer-error')).toContainText('Could not download the p50k_base vocabulary');
    await page.unroute(/vocab-p50k_base/);
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(ids(page)).toHaveText('45089, 2420');
    await expect(text(page)).toHaveValue('kept text');
  });

  test('no accessibility violations found by axe in light and dark mode (contrast included)', async ({page}) => {
    // Four states, each checked in both modes; one of them with a 300,000-letter text box. The text,
    // compare and chat views as they first show are checked at both widths in playground-compare-tools.spec.ts.
    test.setTimeout(120_000);
    const axe = () => violationsInBothModes(page, {include: ['main']});
    await page.goto(`/playground#max=4&text=${encodeURIComponent('I love 🍕\n\tand <|endoftext|> too')}`);
    await expect(page.getByTestId('tokenizer-error')).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.getByLabel('ordinary').check();
    await expect(page.getByTestId('limited-tokens')).toBeVisible();
    expect(await axe()).toEqual([]);
    // A long run shows Cancel.
    await holdVocabularyDownload(page, 'p50k_base');
    await text(page).fill('x'.repeat(300_000));
    await encodingSelect(page).selectOption('p50k_base');
    const cancel = page.getByRole('button', {name: 'Cancel'});
    await expect(cancel).toBeVisible();
    expect(await axe()).toEqual([]);
    await cancel.hover();
    expect(await axe()).toEqual([]);
    await cancel.click();
  });

  test('other pages load neither the vocabularies nor the playground code', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/docs/getting-started');
    await page.waitForLoadState('networkidle');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((file) => file.includes('vocab-'))).toEqual([]);
    // Strings of the playground's code (its worker and its page); Docusaurus may still prefetch
    // the page chunk for the hero's link, which is not a script the home page runs.
    for (const file of [...new Set(scripts)]) {
      const body = await (await page.request.get(file)).text();
      expect(body, file).not.toContain('Unknown token for decoding');
      expect(body, file).not.toContain('The tokenizer could not be started');
    }
  });

  test('usable by keyboard alone', async ({page}) => {
    await open(page);
    await text(page).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('hi there');
    // Tab through the controls to the shaded tokens, then move with the arrow keys.
    const list = page.getByRole('list', {name: 'Tokens'});
    for (let i = 0; i < 10 && !(await list.evaluate((el) => el.contains(document.activeElement))); i++)
      await page.keyboard.press('Tab');
    await expect(list.getByRole('listitem').first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('listitem').nth(1)).toBeFocused();
    await expect(page.getByTestId('token-detail')).toContainText('Token 2 of 2');
    // The encoding can be changed from the keyboard too.
    await encodingSelect(page).focus();
    await page.keyboard.press('ArrowUp');
    await expect(encodingSelect(page)).toHaveValue('cl100k_base');
  });
});

// Inputs that once crashed the page, lost what was typed, or showed one text's count as another's.
test.describe('playground: what was typed stays, and every count says which text it is of', () => {
  const stale = /stale/;

  test('a tokenizer script that fails at once says so and offers Retry, keeping the text', async ({page}) => {
    // A 404 after a new deployment, or no connection: the worker fails before or after the first run.
    // Its chunk has no name of its own (a name costs every page bytes): it is the chunk that reads the
    // vocabulary files (DecompressionStream) and answers with the tokenizer's messages (compareRow).
    let failing = true;
    await page.route(/\/assets\/js\/[0-9a-f]+\.[0-9a-f]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const isWorker = body.includes('DecompressionStream') && body.includes('compareRow');
      if (failing && isWorker) await route.fulfill({status: 404, body: ''});
      else await route.fulfill({response});
    });
    await page.goto('/playground#encoding=cl100k_base&text=kept%20text');
    const error = page.getByTestId('tokenizer-error');
    await expect(error).toContainText("The tokenizer's script could not be loaded");
    await expect(error).not.toContainText('vocabulary');
    await expect(page.getByText('Tokenizing')).toHaveCount(0);
    await expect(text(page)).toHaveValue('kept text');
    failing = false;
    await error.getByRole('button', {name: 'Retry'}).click();
    await expect(ids(page)).toHaveText('99020, 1495');
  });

  test('after Cancel, the count and the Java of the text before are marked as older', async ({page}) => {
    const errors = await open(page);
    await text(page).fill('hello world');
    await expect(ids(page)).toHaveText('24912, 2375');
    await expect(page.getByTestId('token-count').locator('xpath=ancestor::div[contains(@class, "stale")]')).toHaveCount(
      0,
    );
    const download = await holdVocabularyDownload(page, 'p50k_base');
    await text(page).fill('a text whose count never comes');
    await encodingSelect(page).selectOption('p50k_base');
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.getByText('Cancelled.')).toBeVisible();
    // Still "hello world"'s: shown, and marked as the count of an older text, with its Java.
    await expect(ids(page)).toHaveText('24912, 2375');
    await expect(page.getByTestId('token-count').locator('xpath=ancestor::div[contains(@class, "stale")]')).toHaveCount(
      1,
    );
    await expect(page.getByRole('region', {name: 'Copy as Java'})).toHaveClass(stale);
    await download.release();
    await encodingSelect(page).selectOption('o200k_base');
    await text(page).fill('hello');
    await expect(ids(page)).toHaveText('24912');
    await expect(page.getByRole('region', {name: 'Copy as Java'})).not.toHaveClass(stale);
    expect(errors).toEqual([]);
  });

  test('text pasted with Windows line breaks: the count says it is of the text with \\n, and gives the count with \\r\\n', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await encodingSelect(page).selectOption('cl100k_base');
    const paste = async (clipboard: string) => {
      await text(page).fill('');
      await page.evaluate((value) => navigator.clipboard.writeText(value), clipboard);
      await text(page).focus();
      await page.keyboard.press('Control+V');
    };
    // JTokkit 1.1.0, cl100k_base: "cause._\nend" is [1593, 26546, 408], "cause._\r\nend" [1593, 1462, 319, 408].
    await paste('cause._\r\nend');
    await expect(text(page)).toHaveValue('cause._\nend');
    await expect(ids(page)).toHaveText('1593, 26546, 408');
    const note = page.getByTestId('crlf-note');
    await expect(note).toContainText('these are the tokens of the text with \\n');
    await expect(note).toContainText(
      'With \\r\\n, as a Java String read from a Windows file has them, it is 4 tokens.',
    );
    await expect(note).toContainText('A share link holds the text with \\n.');
    // "one\ntwo\n\nthree" and its \r\n form are 5 tokens each.
    await paste('one\r\ntwo\r\n\r\nthree');
    await expect(count(page)).toHaveText('5');
    await expect(note).toContainText('the count is the same.');
    // A link with \r in its text opens as the box holds it, and says so too.
    await page.goto('/playground#encoding=cl100k_base&text=cause._%0D%0Aend');
    await expect(text(page)).toHaveValue('cause._\nend');
    await expect(page.getByTestId('crlf-note')).toContainText('it is 4 tokens');
    // Text typed after an emptied box has no such note.
    await text(page).fill('');
    await text(page).fill('cause._\nend');
    await expect(ids(page)).toHaveText('1593, 26546, 408');
    await expect(page.getByTestId('crlf-note')).toHaveCount(0);
  });

  test('a link with a long text where a name goes is quoted short, and the page stays its width', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(`/playground#model=${'m'.repeat(200_000)}&text=hi`);
    const problems = page.getByRole('alert').filter({hasText: 'Part of the link could not be used'});
    await expect(problems).toContainText(`The link names an unknown model, "${'m'.repeat(60)}…".`);
    expect((await problems.boundingBox())!.height).toBeLessThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
