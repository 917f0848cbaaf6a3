// Search in Firefox: a reader who leaves a page while the search worker still loads its chunk (lunr,
// by importScripts) gets no page error. Firefox aborts that load, and reported the worker's uncaught
// NS_BINDING_ABORTED as an error of the page, about one load in four; src/theme/SearchBar/searchClient.ts
// handles the worker's error event. Here the chunk is held, so that every departure comes while it loads.
// Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, as tests/firefox/hostile-input.test.ts;
// without Firefox (FIREFOX_PATH, else /usr/bin/firefox-esr) the test is skipped, never passed.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import puppeteer, {type Browser} from 'puppeteer-core';
import {startStaticServer, type StaticServer} from '../support/staticServer';

const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const skip = fs.existsSync(FIREFOX) ? false : `no Firefox at ${FIREFOX}: set FIREFOX_PATH`;
const SITE = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.resolve(__dirname, '../../build');
const HOLD_MS = 3000;

/** The chunks the search worker loads by importScripts: the ids its script asks for, as files of the build. */
function workerChunks(): string[] {
  const js = path.join(SITE, 'assets/js');
  const files = fs.readdirSync(js);
  const engine = files.find((file) => /^search-engine\.[0-9a-f]+\.js$/.test(file));
  assert.ok(engine, 'the build has the search worker’s script');
  const ids = [...fs.readFileSync(path.join(js, engine), 'utf8').matchAll(/\.e\("(\d+)"\)/g)].map((match) => match[1]);
  return files.filter((file) => ids.some((id) => file.startsWith(`${id}.`))).map((file) => `/assets/js/${file}`);
}

let browser: Browser;
let server: StaticServer;
let proxy: http.Server;
let origin: string;
let held: string[];
const holds: string[] = [];

before(async () => {
  if (skip) return;
  server = await startStaticServer(SITE);
  held = workerChunks();
  assert.ok(held.length > 0, 'the search worker loads a chunk');
  // In front of the site: the worker's chunk comes after HOLD_MS, everything else at once.
  proxy = http.createServer((request, response) => {
    const hold = held.includes(new URL(request.url ?? '/', 'http://x').pathname);
    if (hold) holds.push(request.url ?? '');
    setTimeout(
      () => {
        const upstream = http.request(`${server.origin}${request.url}`, {headers: request.headers}, (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        });
        upstream.on('error', () => response.destroy());
        upstream.end();
      },
      hold ? HOLD_MS : 0,
    );
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await puppeteer.launch({browser: 'firefox', executablePath: FIREFOX, headless: true});
});

after(async () => {
  await browser?.close();
  proxy?.close();
  server?.stop();
});

test('leaving a page while the search worker loads its chunk reports no page error', {skip}, async () => {
  const reported: string[] = [];
  for (let departure = 0; departure < 3; departure++) {
    const page = await browser.newPage();
    page.on('pageerror', (error) => reported.push(`${departure}: ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') reported.push(`${departure}: ${message.text()}`);
    });
    const asked = holds.length;
    await page.goto(`${origin}/`);
    // The search bar starts the worker once the page is idle after hydration; leave while it waits.
    const deadline = Date.now() + HOLD_MS - 500;
    while (holds.length === asked && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(holds.length > asked, `departure ${departure}: the worker asked for its chunk before the page was left`);
    await page.goto(`${origin}/docs/getting-started`);
    // The aborted load is reported at once; the next page's own search worker asks for the chunk again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await page.close();
  }
  assert.deepEqual(reported, []);
});
