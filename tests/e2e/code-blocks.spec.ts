import {test, expect, type Page} from '@playwright/test';
import {prismScripts} from '../support/prism';
import {expectSearchReady} from '../support/search';
import {recordHydration, scriptsFetchedBeforeHydration} from '../support/hydration';

// Code blocks: drawn in the reader's colour mode from the first paint, kept as the server sent
// them while the page hydrates, and still interactive afterwards (copy, word wrap, colour mode).

// The links' data, a chunk of its own (src/components/ApiLinks), not part of any page's chunk.
const CODE_LINKS_CHUNK = /\/assets\/js\/code-links\.[0-9a-f]+\.js$/;

/** The addresses of the links' chunk that the page fetches from now on. */
function recordCodeLinkChunks(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => CODE_LINKS_CHUNK.test(request.url()) && fetched.push(request.url()));
  return fetched;
}

/** Holds back Prism's files until the returned function is called. */
async function holdPrism(page: Page): Promise<() => void> {
  const prism = prismScripts();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => prism.includes(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

const EXTENDING = '/docs/getting-started/extending';
const PHONE = {width: 390, height: 844};
// src/css/prism.css: keyword colour and block background per colour mode.
const PALETTE = {
  light: {keyword: 'rgb(207, 34, 46)', background: 'rgb(246, 248, 250)'},
  dark: {keyword: 'rgb(255, 123, 114)', background: 'rgb(22, 27, 34)'},
} as const;

const firstJavaBlock = (page: Page) => page.locator('pre.language-java').first();

async function codeColours(page: Page): Promise<{keyword: string; background: string}> {
  const block = firstJavaBlock(page);
  return {
    keyword: await block
      .locator('.token.keyword')
      .first()
      .evaluate((el) => getComputedStyle(el).color),
    background: await block.evaluate((el) => getComputedStyle(el).backgroundColor),
  };
}

for (const scheme of ['light', 'dark'] as const) {
  test(`code is highlighted in ${scheme} mode before any bundle has run`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    // Without the site's bundles the page stays exactly as the server sent it.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(EXTENDING);
    expect(await codeColours(page)).toEqual(PALETTE[scheme]);
  });
}

// Tabs and code blocks in Docusaurus remount after hydration; ours keep what the server sent: a
// component's blocks (the home page's install tabs) and Markdown's, in tabs and on their own.
for (const [route, minimum] of [
  ['/', 3],
  ['/docs/getting-started', 5],
] as const) {
  test(`hydrating ${route} keeps the server-rendered code blocks`, async ({page}) => {
    await page.addInitScript(() => {
      // Runs before the bundles: tag the blocks the server sent, and count blocks removed later.
      const w = window as unknown as {removedBlocks: number};
      w.removedBlocks = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes))
            if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) w.removedBlocks++;
        }
      }).observe(document, {childList: true, subtree: true});
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          document.querySelectorAll('pre').forEach((pre) => pre.setAttribute('data-from-server', ''));
      });
    });
    await page.goto(route);
    await expectSearchReady(page); // hydration is over
    const blocks = await page.locator('pre.prism-code').count();
    expect(blocks).toBeGreaterThanOrEqual(minimum);
    await expect(page.locator('pre.prism-code[data-from-server]')).toHaveCount(blocks);
    expect(await page.evaluate(() => (window as unknown as {removedBlocks: number}).removedBlocks)).toBe(0);
  });
}

test.describe('after hydration, on a phone', () => {
  test.use({viewport: PHONE});

  test('the copy button copies the block', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(EXTENDING);
    await expectSearchReady(page); // hydration is over
    const container = page
      .locator('.theme-code-block')
      .filter({has: page.locator('pre.language-java')})
      .first();
    await container.hover();
    await container.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const expected = await container.locator('pre code').evaluate((code) => (code as HTMLElement).innerText);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected.replace(/\n$/, ''));
  });

  test('a block too wide for a phone offers word wrap, which wraps it', async ({page}) => {
    await page.goto(EXTENDING);
    await expectSearchReady(page); // hydration is over
    const container = page
      .locator('.theme-code-block')
      .filter({has: page.locator('pre.language-java')})
      .first();
    const pre = container.locator('pre');
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await container.hover();
    await container.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect(pre.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  });
});

// Prism is in no script a page starts with: it is fetched after the load event and hydration, or as soon as a
// block rendered in the browser needs it, which shows its code as plain text until then.
test.describe('Prism, loaded when a block needs it', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('a first load keeps the server-rendered code and fetches Prism only after the load event and hydration', async ({
    page,
  }) => {
    const prism = prismScripts();
    let loaded = false;
    const requests: {path: string; afterLoad: boolean}[] = [];
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (prism.includes(pathname)) requests.push({path: pathname, afterLoad: loaded});
    });
    await recordHydration(page);
    const serverHtml = await (await page.request.get(EXTENDING)).text();
    const serverKeywords = serverHtml.match(/class="token keyword"/g)!.length;
    await page.goto(EXTENDING);
    await expectSearchReady(page); // hydration is over
    // The prefetch, when the browser is idle after the load event and hydration.
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(requests.filter((r) => !r.afterLoad)).toEqual([]);
    const beforeHydration = (await scriptsFetchedBeforeHydration(page)).map((file) => file.path);
    expect(beforeHydration.filter((path) => prism.includes(path))).toEqual([]);
    await expect(page.locator('pre.prism-code .token.keyword')).toHaveCount(serverKeywords);
  });

  test('a page reached by a link shows plain code until Prism is in, then highlights it as the server does; the colour mode toggle recolours it', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    const serverHtml = await (await page.request.get(EXTENDING)).text();
    const serverKeywords = serverHtml
      .match(/<pre[^>]*language-java[\s\S]*?<\/pre>/)![0]
      .match(/class="token keyword"/g)!.length;
    // Prism's files are held back until the block has been seen without them.
    const release = await holdPrism(page);
    await page.goto('/docs/getting-started');
    await expectSearchReady(page); // hydration is over
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Extending'}).click();
    await expect(page).toHaveURL(EXTENDING);
    const block = firstJavaBlock(page);
    await expect(block).toBeVisible();
    expect(await block.locator('.token').count()).toBeGreaterThan(0);
    await expect(block.locator('.token:not(.plain)')).toHaveCount(0);
    const plain = {text: await block.innerText(), box: await block.boundingBox()};
    expect(plain.text).toMatch(/\bclass\b/);

    release();
    await expect(block.locator('.token.keyword')).toHaveCount(serverKeywords);
    expect(await codeColours(page)).toEqual(PALETTE.light);
    // The same text in the same box: the block only gained its colours.
    expect(await block.innerText()).toBe(plain.text);
    expect(await block.boundingBox()).toEqual(plain.box);
    // The toggle cycles system → light → dark; the colour mode changes the colours only.
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    for (let clicks = 0; clicks < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; clicks++)
      await toggle.click();
    expect(await codeColours(page)).toEqual(PALETTE.dark);
  });

  test('the playground highlights the Java it writes, without fetching the guides’ code links', async ({page}) => {
    const codeLinkChunks = recordCodeLinkChunks(page);
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/playground');
    const java = page.getByRole('region', {name: 'Copy as Java'}).locator('pre.language-java');
    await expect(java).toContainText('Encoding');
    await expect(java.locator('.token.keyword').first()).toHaveCSS('color', PALETTE.light.keyword);
    await expect(java.locator('.token.string').first()).toBeVisible();
    // Its code is no guide's: the links' data could not have it.
    expect(codeLinkChunks).toEqual([]);
    await expect(java.locator('a')).toHaveCount(0);
  });
});

// The names in the guides' Java blocks that javac resolved to JTokkit's API (src/data/example-symbols.json)
// link to their reference entries: in the server's HTML, in a block rendered in the browser, highlighted or not.
// A page's own chunk carries no link data (the budgets hold its bytes).
test.describe('links from code to the API reference', () => {
  const USAGE = '/docs/getting-started/usage';
  const COUNT_TOKENS = '/docs/getting-started/reference/Encoding#counttokensstring';

  test('a name in a Java block links to its reference entry, without a script, and the link leads there', async ({
    page,
  }) => {
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(USAGE);
    const link = page.locator('pre.language-java .token a', {hasText: /^countTokens$/}).first();
    await expect(link).toHaveAttribute('href', COUNT_TOKENS);
    // An overload is javac's choice: encode(text, 5) is encode(String, int).
    await expect(page.locator('pre.language-java a[href$="#encodestring-int"]').first()).toHaveText('encode');
    await page.unroute('**/assets/js/**');
    const codeLinkChunks = recordCodeLinkChunks(page);
    await page.goto(USAGE);
    await expectSearchReady(page); // hydration is over
    // The page keeps the server's markup of its blocks: the links' data is never fetched on a first load.
    expect(codeLinkChunks).toEqual([]);
    await page
      .locator('pre.language-java .token a', {hasText: /^countTokens$/})
      .first()
      .click();
    await expect(page).toHaveURL(COUNT_TOKENS);
    await expect(page.getByRole('heading', {name: 'countTokens(String)'})).toBeInViewport();
  });

  test('a page reached by a link has the same links in its blocks as the server sends, before and after Prism', async ({
    page,
  }) => {
    const serverHtml = await (await page.request.get(USAGE)).text();
    const serverLinks = serverHtml
      .match(/<pre[^>]*language-java[\s\S]*?<\/pre>/g)!
      .join('')
      .match(/<a href=/g)!.length;
    const release = await holdPrism(page);
    const codeLinkChunks = recordCodeLinkChunks(page);
    await page.goto('/docs/getting-started');
    await expectSearchReady(page); // hydration is over
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Usage', exact: true}).click();
    await expect(page).toHaveURL(USAGE);
    await expect(page.locator('pre.language-java a')).toHaveCount(serverLinks);
    release();
    await expect(page.locator('pre.language-java .token.keyword').first()).toBeVisible();
    await expect(page.locator('pre.language-java a')).toHaveCount(serverLinks);
    // Rendered in the browser, the blocks took their links from the chunk of the links' data, fetched once.
    expect(codeLinkChunks).toHaveLength(1);
  });
});
