import fs from 'node:fs';
import {violationsInBothModes} from '../support/axe';
import {expectSearchReady} from '../support/search';
import {holdVocabularyDownload} from '../support/vocabularyDownload';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {COOKBOOK_TOOLS_JSON} from '../../src/components/Playground/text/toolsJson';

// The playground's compare view, tool definitions in chat mode, and its layout on a phone and a
// desktop, against the production build.

const ENCODINGS = ['r50k_base', 'p50k_base', 'p50k_edit', 'cl100k_base', 'o200k_base'] as const;
type Encoding = (typeof ENCODINGS)[number];

// Texts and the ids JTokkit 1.1.0 returned for them (scripts/jtokkit-fixtures/generate.sh).
type Recorded = {text: string} & Record<Encoding, {o: number[]}>;
const recorded: Recorded[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../unit/fixtures/jtokkit-1.1.0.json'), 'utf8'),
);
// A textarea turns \r into \n, so texts with one cannot be typed as they are; no special tokens either.
const texts = recorded
  .filter((r) => r.text.length > 15 && !r.text.includes('\r') && !r.text.includes('<|'))
  .filter((r) => new Set(ENCODINGS.map((e) => r[e].o.length)).size > 1)
  .slice(0, 8);

const text = (page: Page) => page.getByLabel('Text', {exact: true});

const countOf = (page: Page, encoding: Encoding) => page.getByTestId(`compare-count-${encoding}`);

async function openCompare(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/playground');
  await expect(page.getByTestId('token-count')).toHaveText(/^\d+$/);
  await page.getByRole('button', {name: 'Compare encodings'}).click();
  return errors;
}

test.describe('playground: compare encodings', () => {
  test(`every encoding's count is JTokkit's, on ${texts.length} recorded texts`, async ({page}) => {
    expect(texts.length).toBe(8);
    const errors = await openCompare(page);
    for (const sample of texts) {
      await text(page).fill(sample.text);
      for (const encoding of ENCODINGS)
        await expect(countOf(page, encoding), `${encoding}: ${JSON.stringify(sample.text)}`).toHaveText(
          String(sample[encoding].o.length),
        );
      // The difference to the smallest, from the same recorded counts.
      const smallest = Math.min(...ENCODINGS.map((e) => sample[e].o.length));
      for (const encoding of ENCODINGS) {
        const extra = sample[encoding].o.length - smallest;
        const row = page.locator(`tr[data-encoding="${encoding}"]`);
        await expect(row.locator('td').nth(1)).toHaveText(extra === 0 ? 'smallest' : new RegExp(`^\\+${extra} \\(`));
      }
    }
    expect(errors).toEqual([]);
  });

  test('two encodings are shaded side by side, with the ids JTokkit gives', async ({page}) => {
    await openCompare(page);
    await text(page).fill('hello world');
    // Rows arrive one encoding at a time and move the token lists down; hover once all are in.
    for (const encoding of ENCODINGS) await expect(countOf(page, encoding)).toHaveText('2');
    const first = page.getByRole('list', {name: 'Tokens in o200k_base'});
    const second = page.getByRole('list', {name: 'Tokens in cl100k_base'});
    await first.getByRole('listitem').nth(1).hover();
    await expect(page.getByTestId('token-detail').first()).toHaveText(
      'Token 2 of 2: id 2375, bytes 20 77 6F 72 6C 64, " world"',
    );
    await second.getByRole('listitem').nth(1).hover();
    await expect(page.getByTestId('token-detail').nth(1)).toContainText('id 1917');
    await page.getByLabel('Second shaded encoding').selectOption('r50k_base');
    await page.getByRole('list', {name: 'Tokens in r50k_base'}).getByRole('listitem').first().hover();
    await expect(page.getByTestId('token-detail').nth(1)).toContainText('id 31373');
    // Copy as Java prints every encoding's count.
    await expect(page.getByRole('region', {name: 'Copy as Java'})).toContainText('// o200k_base: 2');
  });

  test('a special token: the encodings that know it throw, as JTokkit does; encodeOrdinary counts it', async ({
    page,
  }) => {
    await openCompare(page);
    await text(page).fill('a <|fim_prefix|> b');
    // p50k_edit and cl100k_base know <|fim_prefix|>; the other three encode it as text.
    await expect(countOf(page, 'p50k_edit')).toHaveText('throws');
    await expect(page.locator('tr[data-encoding="p50k_edit"]')).toContainText('encode throws on <|fim_prefix|>');
    await expect(countOf(page, 'cl100k_base')).toHaveText('throws');
    await expect(countOf(page, 'p50k_base')).toHaveText(/^\d+$/);
    await page.getByLabel('ordinary').check();
    await expect(countOf(page, 'p50k_edit')).toHaveText(/^\d+$/);
  });

  test('an unpaired surrogate: no count and no "throws"; the page says what JTokkit does with it', async ({page}) => {
    const errors = await openCompare(page);
    // Set as the page would get it from a paste: a lone high surrogate between two letters.
    await text(page).evaluate((element: HTMLTextAreaElement) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
        element,
        `a${String.fromCharCode(0xd800)}b`,
      );
      element.dispatchEvent(new Event('input', {bubbles: true}));
    });
    for (const encoding of ENCODINGS) await expect(countOf(page, encoding)).toHaveText('not counted');
    await expect(page.locator('tr[data-encoding="cl100k_base"]')).toContainText(
      'The text has an unpaired UTF-16 surrogate at character 1',
    );
    const note = page.getByText('JTokkit 1.1.0 does not throw on an unpaired surrogate');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText('the other encodings encode it as ?');
    await expect(page.getByRole('table')).not.toContainText('throws');
    // The text view says the same.
    await page.getByRole('button', {name: 'Text', exact: true}).click();
    await expect(page.getByTestId('tokenizer-error')).toContainText('does not throw on an unpaired surrogate');
    expect(errors).toEqual([]);
  });

  test('vocabularies load only when needed, with progress while one downloads', async ({page}) => {
    const vocabularies: string[] = [];
    page.on('request', (request) => {
      const name = /vocab-(\w+?)\./.exec(request.url())?.[1];
      if (name) vocabularies.push(name);
    });
    const download = await holdVocabularyDownload(page, 'cl100k_base');
    await page.goto('/playground');
    await expect(page.getByTestId('token-count')).toHaveText(/^\d+$/);
    // The page's HTML preloads it and the worker fetches it (from the cache, which a route turns off).
    expect([...new Set(vocabularies)]).toEqual(['o200k_base']);

    await page.getByRole('button', {name: 'Compare encodings'}).click();
    // o200k_base, r50k_base and p50k_base (which p50k_edit shares) are in; cl100k_base is coming.
    const progress = page.getByRole('progressbar', {name: /Downloading the cl100k_base vocabulary \(3 of 4 loaded\)/});
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('value', '3');
    await expect(countOf(page, 'r50k_base')).toHaveText(/^\d+$/);
    await expect(countOf(page, 'cl100k_base')).toHaveText('…');
    await download.release();
    await expect(countOf(page, 'cl100k_base')).toHaveText(/^\d+$/);
    await expect(progress).toBeHidden();
    expect([...new Set(vocabularies)].sort()).toEqual(['cl100k_base', 'o200k_base', 'p50k_base', 'r50k_base']);
  });

  test('a failed download names the vocabulary, keeps the text, and Retry finishes the table', async ({page}) => {
    await page.route(/vocab-r50k_base/, (route) => route.abort());
    // Opened by a link, so that one comparison runs: typing would start a second one, which could
    // download r50k_base after the route is lifted and clear the error before Retry is pressed.
    await page.goto(`/playground#view=compare&text=${encodeURIComponent('kept text')}`);
    await expect(page.getByTestId('tokenizer-error')).toContainText('Could not download the r50k_base vocabulary');
    await page.unroute(/vocab-r50k_base/);
    await page.getByRole('button', {name: 'Retry'}).click();
    for (const encoding of ENCODINGS) await expect(countOf(page, encoding)).toHaveText(/^\d+$/);
    await expect(text(page)).toHaveValue('kept text');
  });
});

test.describe('playground: a request as sent, in chat mode', () => {
  const chatCount = (page: Page) => page.getByTestId('chat-token-count');
  const parts = (page: Page) => page.getByTestId('request-parts');
  const requestBox = (page: Page) => page.getByLabel('Request as sent (JSON)');

  test("the recipe's example counts as OpenAI publishes: 101 for gpt-4o, 105 for gpt-4", async ({page}) => {
    await page.goto('/playground');
    await expect(page.getByTestId('token-count')).toHaveText(/^\d+$/);
    await page.getByRole('button', {name: 'Chat messages'}).click();
    // OpenAI's example conversation: 124 tokens for gpt-4o.
    await expect(chatCount(page)).toHaveText('124');
    await page.getByRole('button', {name: "Use the recipe's example (get_current_weather)"}).click();
    await expect(chatCount(page)).toHaveText('101');
    await expect(parts(page).getByRole('row', {name: /Tool definitions \(1 function\)/})).toContainText('68');
    const java = page.getByRole('region', {name: 'Copy as Java'});
    await expect(java).toContainText('System.out.println(count.total); // 101');
    await page.getByLabel("The request's model").fill('gpt-4');
    await expect(page.getByLabel('Encoding', {exact: true})).toHaveValue('cl100k_base');
    await expect(chatCount(page)).toHaveText('105');
    await expect(java).toContainText('System.out.println(count.total); // 105');
  });

  test("an image's tokens are in the count, not in Copy as Java's total: the recipe's class does not count images", async ({
    page,
  }) => {
    await page.goto('/playground#view=chat');
    await expect(page.getByTestId('chat-token-count')).toHaveText(/^\d+$/);
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const request = {
      model: 'gpt-4o',
      messages: [
        {
          role: 'user',
          content: [
            {type: 'text', text: 'What is in this image?'},
            {type: 'image_url', image_url: {url: pixel}},
          ],
        },
      ],
    };
    await page.getByLabel('Request as sent (JSON)').fill(JSON.stringify(request));
    await page.getByRole('button', {name: 'Read request'}).click();
    const imageRow = page.getByTestId('request-parts').getByRole('row', {name: /image/});
    await expect(imageRow).toContainText('image rule');
    const imageTokens = Number((await imageRow.getByRole('cell').first().textContent())?.replace(/\D/g, ''));
    const total = Number((await page.getByTestId('chat-token-count').textContent())?.replace(/\D/g, ''));
    expect(imageTokens).toBeGreaterThan(0);
    const java = page.getByRole('region', {name: 'Copy as Java'});
    await expect(java).toContainText(`System.out.println(count.total); // ${total - imageTokens}`);
    await expect(java).toContainText('RequestTokens.java');
  });

  test('paste a request with tools, tool calls and results, and its usage: itemized, and the difference explained', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/playground#view=chat');
    await expect(chatCount(page)).toHaveText(/^\d+$/);
    const request = {
      model: 'gpt-4o',
      messages: [
        {role: 'system', content: 'You are a helpful assistant that can answer to questions about the weather.'},
        {role: 'user', content: "What's the weather like in San Francisco?"},
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: {name: 'get_current_weather', arguments: '{"location":"San Francisco, CA","unit":"celsius"}'},
            },
          ],
        },
        {role: 'tool', tool_call_id: 'call_1', content: '{"temperature":18,"unit":"celsius"}'},
      ],
      tools: JSON.parse(COOKBOOK_TOOLS_JSON),
    };
    // Bad JSON first: the place is named, and nothing below changes.
    const broken = JSON.stringify(request, null, 2).replace('"model": "gpt-4o",', '"model": "gpt-4o"');
    await requestBox(page).fill(broken);
    await page.getByRole('button', {name: 'Read request'}).click();
    const problem = page.getByTestId('playground-request-problem');
    await expect(problem).toContainText('Line 3, column 3: a comma is expected here. Nothing below has changed.');
    await expect(page.getByLabel('Content', {exact: true}).first()).toHaveValue(/corporate jargon/);
    await expect(requestBox(page)).toHaveValue(broken);

    await requestBox(page).fill(JSON.stringify(request, null, 2));
    await page.getByRole('button', {name: 'Read request'}).click();
    await expect(problem).toBeHidden();
    await expect(page.getByLabel('Content', {exact: true}).first()).toHaveValue(/weather/);
    await expect(page.getByLabel('Other fields (JSON)').first()).toHaveValue(/"tool_calls"/);
    // The same parts and total as the request recipe's Java (ToolCallsExample): 138.
    await expect(chatCount(page)).toHaveText('138');
    await expect(parts(page).getByRole('row', {name: /tool call get_current_weather/})).toContainText('19');
    await expect(parts(page).getByRole('row', {name: /Message 4 \(tool\)/})).toContainText('estimate');
    await expect(parts(page).getByRole('row', {name: /Message 1 \(system\)/})).toContainText('published rule');

    await page
      .getByLabel("The response's usage (optional)")
      .fill(
        JSON.stringify({usage: {prompt_tokens: 140, completion_tokens: 9, prompt_tokens_details: {cached_tokens: 64}}}),
      );
    const difference = page.getByTestId('usage-difference');
    await expect(difference).toContainText('prompt_tokens is 140: 2 more than counted.');
    await expect(difference).toContainText('estimates, not a published rule');
    await expect(difference).toContainText('cached_tokens (64) are part of prompt_tokens');
    await expect(difference).not.toContainText('reasoning_tokens');

    // Editing a call's fields is counted; JSON that does not read names its place and keeps the text.
    const more = page.getByLabel('Other fields (JSON)').first();
    await more.fill('{"tool_calls": [');
    await expect(page.getByTestId('playground-message-2-more-problem')).toContainText('Line 1, column 17');
    await expect(more).toHaveValue('{"tool_calls": [');
    await expect(chatCount(page)).toHaveText('119');
    expect(errors).toEqual([]);
  });

  test('a 5 MB paste is refused with its size; a 1 MB request is read, and typing goes on while it is counted', async ({
    page,
  }) => {
    await page.goto('/playground#view=chat');
    await expect(chatCount(page)).toHaveText(/^\d+$/);
    const big = (characters: number) =>
      JSON.stringify({
        model: 'gpt-4o',
        messages: [{role: 'user', content: 'Count me, please. '.repeat(characters / 18)}],
      });
    await requestBox(page).fill(big(5_000_000));
    await page.getByRole('button', {name: 'Read request'}).click();
    await expect(page.getByTestId('playground-request-problem')).toContainText(
      'characters; the playground reads at most 2,000,000.',
    );
    await requestBox(page).fill(big(1_000_000));
    await page.getByRole('button', {name: 'Read request'}).click();
    await expect(chatCount(page)).toHaveText(/^\d{3},\d{3}$/);
    // The count runs in a worker: the page takes keys while the next count runs.
    const content = page.getByLabel('Content', {exact: true}).first();
    await content.press('End');
    await content.pressSequentially('Done.');
    await expect(content).toHaveValue(/please\. Done\.$/);
    await expect(page.getByRole('region', {name: 'Copy as Java'})).toContainText('too large to write as Java source');
  });
});

test.describe('playground: layout', () => {
  // The colour mode changes colours, not the layout: each width once, axe in both modes at each step.
  for (const width of [390, 1280]) {
    test(`at ${width} px: the text and its tokens come first, and axe finds nothing in light or dark mode`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: width < 600 ? 844 : 800});
      await page.goto('/playground');
      await expect(page.getByTestId('token-count')).toHaveText(/^\d+$/);
      const viewport = page.viewportSize()!;
      // The whole text box, the count and the first tokens are on the first screen, the options after them.
      const box = (await text(page).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const countBox = (await page.getByTestId('token-count').boundingBox())!;
      expect(countBox.y + countBox.height).toBeLessThanOrEqual(viewport.height);
      const firstToken = page.getByRole('list', {name: 'Tokens'}).getByRole('listitem').first();
      const tokenBox = (await firstToken.boundingBox())!;
      expect(tokenBox.y + tokenBox.height).toBeLessThanOrEqual(viewport.height);
      const options = (await page.getByRole('group', {name: 'Options'}).boundingBox())!;
      expect(options.y).toBeGreaterThan(countBox.y);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width >= 996) {
        // The options row: the checkbox and the max tokens field on one line, centred alike.
        const check = (await page.getByLabel('ordinary').boundingBox())!;
        const max = (await page.getByLabel('Max tokens').boundingBox())!;
        expect(Math.abs(check.y + check.height / 2 - (max.y + max.height / 2))).toBeLessThanOrEqual(2);
      }
      // The first view as a whole page (navbar, landmarks, footer), once the search box has settled;
      // the views after it differ only in <main>.
      await expectSearchReady(page);
      expect(await violationsInBothModes(page)).toEqual([]);
      const axe = () => violationsInBothModes(page, {include: ['main']});

      await page.getByRole('button', {name: 'Compare encodings'}).click();
      await expect(countOf(page, 'cl100k_base')).toHaveText(/^\d+$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axe()).toEqual([]);

      await page.getByRole('button', {name: 'Chat messages'}).click();
      await page.getByRole('button', {name: "Use the recipe's example (get_current_weather)"}).click();
      await page.getByLabel("The response's usage (optional)").fill('{"prompt_tokens": 103, "completion_tokens": 1}');
      await expect(page.getByTestId('usage-difference')).toBeVisible();
      await tools(page).fill('[{"name": }]');
      await expect(page.getByTestId('playground-tools-problem')).toBeVisible();
      await page.getByLabel('Request as sent (JSON)').fill('{"messages": 5');
      await page.getByRole('button', {name: 'Read request'}).click();
      await expect(page.getByTestId('playground-request-problem')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axe()).toEqual([]);
    });
  }
});

function tools(page: Page) {
  return page.getByLabel('Tools (JSON)');
}

// Inputs that once crashed the page, lost what was typed, or counted what is not a message.
test.describe('playground: hostile input in chat and compare', () => {
  const chatCount = (page: Page) => page.getByTestId('chat-token-count');
  const requestBox = (page: Page) => page.getByLabel('Request as sent (JSON)');
  const deep = '['.repeat(100_000);

  // The depth check once took the `"` of a comment for a string, and the parser that finds the place
  // of an error then overflowed the stack: "This page crashed", on every reload of such a link.
  test('a link or a paste with brackets nested past any stack: the place is named, and nothing crashes or is lost', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/playground#view=chat&tools=//%22%0A${deep}`);
    await expect(page.getByTestId('playground-tools-problem')).toContainText('Line 1, column 1: JSON has no comments.');
    await expect(chatCount(page)).toHaveText(/^\d+$/);
    await requestBox(page).fill(`/* " */${deep}`);
    await page.getByRole('button', {name: 'Read request'}).click();
    await expect(page.getByTestId('playground-request-problem')).toContainText('Line 1, column 1:');
    await page.getByLabel("The response's usage (optional)").fill(`[0,\n${deep}`);
    await expect(page.getByTestId('playground-usage-problem')).toContainText(
      'Line 2, column 64: nested more than 64 levels deep',
    );
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await expect(requestBox(page)).toHaveValue(`/* " */${deep}`);
    expect(errors).toEqual([]);
  });

  test('after Cancel, the compare table marks the rows of the text before and compares no two texts', async ({
    page,
  }) => {
    const errors = await openCompare(page);
    for (const encoding of ENCODINGS) await expect(countOf(page, encoding)).toHaveText(/^\d+$/);
    const before = await countOf(page, 'o200k_base').innerText();
    // Long enough that the five encodings take seconds, on a busy machine too: the first row changes,
    // then Cancel, which must come before the last row (the one engine counts 8,000 sentences too fast
    // for that under load).
    const sentence = 'The quick brown fox jumps over the lazy dog. Zwölf Boxkämpfer jagen Viktor. ';
    await text(page).fill(sentence.repeat(20_000));
    await expect(countOf(page, 'r50k_base')).toHaveText(/^\d{3},\d{3}$/, {timeout: 30_000});
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.getByText('Cancelled.')).toBeVisible();
    // o200k_base, counted last, still shows the count of the text before, marked as older.
    await expect(countOf(page, 'o200k_base')).toHaveText(before);
    await expect(page.locator('tr[data-encoding="o200k_base"]')).toHaveClass(/stale/);
    await expect(page.locator('tr[data-encoding="r50k_base"]')).not.toHaveClass(/stale/);
    // Counts of two texts are not compared: no row is "smallest", none "+…%".
    for (const encoding of ENCODINGS)
      await expect(page.locator(`tr[data-encoding="${encoding}"] td`).nth(1)).not.toHaveText(/smallest|%/);
    expect(errors).toEqual([]);
  });

  test('a lone surrogate in one message leaves out that message, named by its path; the rest is counted', async ({
    page,
  }) => {
    const chat = JSON.stringify([
      ['user', 'fine'],
      ['user', 'bad \ud800 text'],
    ]);
    await page.goto(`/playground#view=chat&request-model=gpt-4o&chat=${encodeURIComponent(chat)}`);
    // 3 + "user" + "fine" + 3 for the reply: 8 in o200k_base.
    await expect(chatCount(page)).toHaveText('8');
    const problems = page.getByTestId('request-problems');
    await expect(problems).toContainText('messages[1].content: not counted: the text has an unpaired UTF-16 surrogate');
    await expect(page.getByTestId('tokenizer-error')).toHaveCount(0);
  });

  test('a request whose messages are not objects, or have no role, is named, not counted with role ""', async ({
    page,
  }) => {
    await page.goto('/playground#view=chat');
    await expect(chatCount(page)).toHaveText(/^\d+$/);
    const problem = page.getByTestId('playground-request-problem');
    for (const [messages, shown] of [
      ['[42]', '42'],
      ['[null]', 'null'],
    ]) {
      await requestBox(page).fill(`{"messages": ${messages}}`);
      await page.getByRole('button', {name: 'Read request'}).click();
      await expect(problem).toContainText(`messages[0] is ${shown}, not a message`);
    }
    await requestBox(page).fill(
      '{"model": "gpt-4o", "messages": [{"content": "no role"}, {"role": "user", "content": "hi"}]}',
    );
    await page.getByRole('button', {name: 'Read request'}).click();
    await expect(problem).toBeHidden();
    await expect(page.getByTestId('request-problems')).toContainText(
      'messages[0]: not counted: a message is an object with a "role" string, not an object whose role is empty',
    );
    // 3 + "user" + "hi" + 3.
    await expect(chatCount(page)).toHaveText('8');
  });

  test('what the example or an encoding replaced comes back with Undo; a typed model name is kept', async ({page}) => {
    await page.goto('/playground#view=chat');
    await expect(chatCount(page)).toHaveText('124');
    await page.getByLabel('Content', {exact: true}).first().fill('my own message');
    await page.getByRole('button', {name: "Use the recipe's example (get_current_weather)"}).click();
    await expect(chatCount(page)).toHaveText('101');
    await page
      .getByRole('status')
      .filter({hasText: "tools recipe's example"})
      .getByRole('button', {name: 'Undo'})
      .click();
    await expect(page.getByLabel('Content', {exact: true}).first()).toHaveValue('my own message');
    await expect(tools(page)).toHaveValue('');

    const model = page.getByLabel("The request's model");
    await page.getByLabel('Encoding', {exact: true}).selectOption('cl100k_base');
    await expect(model).toHaveValue('');
    await page.getByRole('status').filter({hasText: 'gave way'}).getByRole('button', {name: 'Undo'}).click();
    await expect(model).toHaveValue('gpt-4o');
    await expect(page.getByLabel('Encoding', {exact: true})).toHaveValue('o200k_base');
    await model.fill('my-fine-tune');
    await page.getByLabel('Encoding', {exact: true}).selectOption('cl100k_base');
    await expect(model).toHaveValue('my-fine-tune');
  });

  test('a share link keeps an empty request model', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/playground#view=chat');
    await expect(chatCount(page)).toHaveText(/^\d+$/);
    await page.getByLabel("The request's model").fill('');
    await page.getByRole('button', {name: 'Share link'}).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await page.goto('about:blank');
    await page.goto(link);
    await expect(chatCount(page)).toHaveText(/^\d+$/);
    await expect(page.getByLabel("The request's model")).toHaveValue('');
  });

  test('numbers past a double, a byte-order mark and a 2,000,000 x 1 px image: clear words, compiling Java, and a cost', async ({
    page,
  }) => {
    // A PNG header that says 2,000,000 x 1 px: the patch rule once scaled its height to 0 px and counted 0 patches.
    const png = Buffer.alloc(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    png.writeUInt32BE(2_000_000, 16);
    png.writeUInt32BE(1, 20);
    const image = `data:image/png;base64,${png.toString('base64')}`;
    await page.goto('/playground#view=chat');
    await expect(chatCount(page)).toHaveText(/^\d+$/);
    const tool =
      '{"type": "function", "function": {"name": "f", "parameters": {"type": "object", "properties": {"x": {"type": "number", "maximum": 1e309}}}}}';
    await requestBox(page).fill(
      `{"model": "gpt-4.1-mini", "messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "${image}"}}]}]}`,
    );
    await page.getByRole('button', {name: 'Read request'}).click();
    // Typed into the Tools box: JSON.parse reads 1e309 as Infinity, once written as Java's `Infinityd`.
    await tools(page).fill(`[${tool}]`);
    // 1536 patches (the cap) × 1.62, rounded up.
    await expect(page.getByTestId('request-parts').getByRole('row', {name: /Message 1, image/})).toContainText('2,489');
    await expect(page.getByRole('region', {name: 'Copy as Java'})).toContainText('"maximum", Double.POSITIVE_INFINITY');
    // A byte-order mark that an editor left at the start is not a syntax error.
    await tools(page).fill(`\uFEFF[${tool}]`);
    await expect(page.getByTestId('playground-tools-problem')).toHaveCount(0);
    await page.getByLabel("The response's usage (optional)").fill('{"prompt_tokens": 1e309}');
    await expect(page.getByTestId('playground-usage-problem')).toContainText(
      '"prompt_tokens" must be a whole number, not a number too large to be a count.',
    );
  });
});
