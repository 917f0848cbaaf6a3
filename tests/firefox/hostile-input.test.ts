// The inputs that crashed the page in Firefox too ("too much recursion"), in Debian's Firefox ESR
// through puppeteer-core over WebDriver BiDi (Playwright drives only its own patched Firefox, which
// these machines cannot download). The same behaviors are held in Chromium by tests/e2e.
// Without Firefox (FIREFOX_PATH, else /usr/bin/firefox-esr) every test here is skipped, never passed.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, {type Browser, type Page} from 'puppeteer-core';
import {startStaticServer, type StaticServer} from '../support/staticServer';

const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const skip = fs.existsSync(FIREFOX) ? false : `no Firefox at ${FIREFOX}: set FIREFOX_PATH`;

let browser: Browser;
let server: StaticServer;

before(async () => {
  if (skip) return;
  // SITE_DIR checks another build, as the build checks do.
  server = await startStaticServer(process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : undefined);
  browser = await puppeteer.launch({browser: 'firefox', executablePath: FIREFOX, headless: true});
});

after(async () => {
  await browser?.close();
  server?.stop();
});

/** A fresh page, and the errors it reports from now on. */
async function open(): Promise<{page: Page; errors: string[]}> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {page, errors};
}

const text = (page: Page, selector: string) =>
  page.$eval(selector, (element) => (element as HTMLElement).innerText).catch(() => null);

const crashed = (page: Page) => page.evaluate(() => document.body.innerText.includes('This page crashed.'));

test('a link with brackets nested past any stack names the place, and the page does not crash', {skip}, async () => {
  const {page, errors} = await open();
  await page.goto(`${server.origin}/playground#view=chat&tools=//%22%0A${'['.repeat(100_000)}`);
  await page.waitForSelector('[data-testid="playground-tools-problem"]', {timeout: 30_000});
  assert.match(
    (await text(page, '[data-testid="playground-tools-problem"]')) ?? '',
    /^Line 1, column 1: JSON has no comments\./,
  );
  await page.waitForSelector('[data-testid="chat-token-count"]', {timeout: 30_000});
  assert.equal(await crashed(page), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test(
  'an anchor that cannot be decoded is ignored: typed into the playground, and on Back to a doc page',
  {skip},
  async () => {
    const {page, errors} = await open();
    await page.goto(`${server.origin}/playground`);
    await page.waitForSelector('[data-testid="token-count"]', {timeout: 30_000});
    await page.$eval('#playground-text', (box) => {
      const input = box as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(input, 'my own text');
      input.dispatchEvent(new Event('input', {bubbles: true}));
    });
    // As when the address is edited and Enter pressed: the same document, a new fragment.
    await page.evaluate(() => {
      window.location.hash = '%';
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await page.$eval('#playground-text', (box) => (box as HTMLTextAreaElement).value), 'my own text');
    assert.equal(await crashed(page), false);

    await page.goto(`${server.origin}/docs/getting-started#%E0%A4%A`);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
    await Promise.all([page.waitForNavigation().catch(() => undefined), page.click('a.navbar__brand')]);
    await page.waitForFunction(() => window.location.pathname === '/', {timeout: 30_000});
    await page.goBack();
    await page.waitForFunction(() => window.location.pathname === '/docs/getting-started', {timeout: 30_000});
    await page.waitForSelector('h1', {timeout: 30_000});
    assert.equal(await text(page, 'h1'), 'Introduction');
    assert.equal(await crashed(page), false);
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test('a page at its .html address is one working page at the clean address', {skip}, async () => {
  const {page, errors} = await open();
  await page.goto(`${server.origin}/playground.html`);
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
  assert.equal(await page.evaluate(() => window.location.pathname), '/playground');
  assert.equal(await page.$$eval('main', (mains) => mains.length), 1);
  assert.equal(
    await page.$eval('link[rel=canonical]', (link) => link.getAttribute('href')),
    'https://jtokkit.knuddels.de/playground',
  );
  assert.deepEqual(errors, []);
  await page.close();
});
