// Benchmark of the tokenizer playground on the production build (run `npx docusaurus build`
// first; this script builds nothing). It serves build/ gzipped like a CDN, drives Chromium and
// writes bench/playground-results.md:
//  - the gzipped bytes of each encoding's vocabulary chunk and of the playground's own code,
//  - the time from navigation to the first token count on screen (cold cache, median of 3),
//  - tokens per second in the worker on ~1 MB of text (median of 3).
// Figures, not pass/fail: nothing here is a test. The few figures the playground page quotes go to
// src/data/playgroundFigures.json, so that a new run updates the page and src/ imports nothing from bench/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/browser';
import {gzipBytesOf} from '../tests/support/pageWeight';
import {startStaticServer} from '../tests/support/staticServer';
import type lastFigures from '../src/data/playgroundFigures.json';

const root = path.resolve(__dirname, '..');
const build = path.join(root, 'build');
const jsDir = path.join(build, 'assets', 'js');
if (!fs.existsSync(path.join(build, 'playground.html'))) {
  console.error('No build/playground.html: run "npx docusaurus build" first.');
  process.exit(1);
}

const RUNS = 3;
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const gzipSize = (file: string): number => gzipBytesOf(`/assets/js/${file}`);
const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

// Varied English and code, about 1 MB: TypeScript's DOM declarations, from node_modules.
function benchmarkText() {
  const source = fs.readFileSync(path.join(root, 'node_modules/typescript/lib/lib.dom.d.ts'), 'utf8');
  let text = source;
  while (text.length < 1_000_000) text += source;
  return text.slice(0, 1_000_000);
}

async function main(): Promise<void> {
  const server = await startStaticServer();
  const base = server.origin;
  // The full browser, as the other measurements use.
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});

  /** The build's JavaScript files a fresh page fetches at `route` until `ready` resolves. */
  const scriptsFetched = async (route: string, ready: (page: Page) => Promise<unknown>): Promise<Set<string>> => {
    const fetched = new Set<string>();
    const context = await browser.newContext();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/js/')) fetched.add(path.basename(url.pathname));
    });
    const page = await context.newPage();
    await page.goto(base + route);
    await ready(page);
    await context.close();
    return fetched;
  };

  /**
   * Milliseconds from navigation to the first token count, cold cache (a new context has an empty
   * one), on the network as it is or throttled as Lighthouse's mobile run throttles it in DevTools
   * mode (562.5 ms latency, 1.47 Mbit/s down).
   */
  const firstCountMs = async (route: string, throttled: boolean): Promise<number> => {
    const fresh = await browser.newContext();
    const tab = await fresh.newPage();
    if (throttled) {
      const cdp = await fresh.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1474.56 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
    }
    const started = Date.now();
    await tab.goto(base + route);
    await tab.getByTestId('token-count').waitFor({timeout: 120_000});
    const millis = Date.now() - started;
    await fresh.close();
    return millis;
  };

  try {
    // Which files the playground fetches, including the worker's (chunks of the build).
    const fetched = await scriptsFetched('/playground', (page) => page.getByTestId('token-count').waitFor());
    const vocabularies = fs.readdirSync(jsDir).filter((file) => file.startsWith('vocab-'));
    const dataRows = vocabularies.map((file) => {
      const name = file.replace(/^vocab-/, '').replace(/\.[0-9a-f]+\.js$/, '');
      const encodings = name === 'p50k_base' ? 'p50k_base, p50k_edit' : name;
      return {name, encodings, file, raw: fs.statSync(path.join(jsDir, file)).size, gzip: gzipSize(file)};
    });
    // The page's own code: what /playground fetches beyond what a docs page fetches, minus vocabularies.
    const docsFetched = await scriptsFetched('/docs/getting-started', (page) => page.waitForLoadState('networkidle'));
    const pageCode = [...fetched].filter((file) => !file.startsWith('vocab-') && !docsFetched.has(file));
    const pageCodeGzip = pageCode.reduce((sum, file) => sum + gzipSize(file), 0);
    const docsLoadedVocab = [...docsFetched].filter((file) => file.startsWith('vocab-'));

    const firstCount: number[] = [];
    for (let run = 0; run < RUNS; run++) firstCount.push(await firstCountMs('/playground', false));

    // The default encoding's cost on a slow phone connection: the first count with o200k_base (the
    // default) against cl100k_base (opened by a link).
    const throttled = {o200k_base: [] as number[], cl100k_base: [] as number[]};
    for (let run = 0; run < RUNS; run++) {
      for (const [encoding, runs] of Object.entries(throttled))
        runs.push(await firstCountMs(`/playground?encoding=${encoding}`, true));
    }

    // Worker throughput on ~1 MB; a fresh page each run so the merge cache starts empty.
    const text = benchmarkText();
    const throughput: number[] = [];
    let tokens = 0;
    for (let run = 0; run < RUNS; run++) {
      const tab = await browser.newPage();
      await tab.goto(`${base}/playground?encoding=cl100k_base`);
      await tab.getByTestId('token-count').waitFor();
      // The value setter React watches, then an input event: like a paste, without Playwright's
      // per-line typing cost.
      await tab.getByLabel('Text', {exact: true}).evaluate((element, value) => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, value);
        element.dispatchEvent(new Event('input', {bubbles: true}));
      }, text);
      await tab.waitForFunction(
        () => Number(document.querySelector('[data-testid="token-count"]')?.textContent) > 100_000,
        null,
        {timeout: 120_000},
      );
      tokens = Number(await tab.getByTestId('token-count').innerText());
      const millis = Number(await tab.getByTestId('worker-millis').getAttribute('data-millis'));
      throughput.push(tokens / (millis / 1000));
      await tab.close();
    }

    const measured = new Date().toISOString().slice(0, 10);
    const lines = [
      '# Playground benchmark',
      '',
      `Measured ${measured} with \`npm run bench:playground\` on the production build (\`npx docusaurus build\` first), served gzipped by scripts/static-server.mjs; Chromium ${browser.version()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0]!.toFixed(1)} when it ended (other work on the machine slows every figure).`,
      '',
      '## Encoding data (each its own chunk, fetched by the worker only when chosen)',
      '',
      '| Encoding | Chunk | Bytes | Gzipped |',
      '|---|---|---:|---:|',
      ...dataRows.map((row) => `| ${row.encodings} | \`${row.file}\` | ${kB(row.raw)} | ${kB(row.gzip)} |`),
      '',
      `Playground code (page chunk and worker, gzipped): ${kB(pageCodeGzip)} in ${pageCode.length} files (${pageCode.join(', ')}).`,
      `Vocabulary chunks fetched by /docs/getting-started: ${docsLoadedVocab.length ? docsLoadedVocab.join(', ') : 'none'}.`,
      '',
      '## Speed',
      '',
      `- Navigation to the first token count (o200k_base, the default; cold cache): median ${median(firstCount)} ms (runs: ${firstCount.join(', ')} ms).`,
      ...Object.entries(throttled).map(
        ([encoding, runs]) =>
          `- The same on a throttled connection (562.5 ms latency, 1.47 Mbit/s down, as Lighthouse's mobile run), ${encoding}: median ${median(runs)} ms (runs: ${runs.join(', ')} ms).`,
      ),
      `- Tokens per second in the worker, cl100k_base, ${(text.length / 1e6).toFixed(1)} M characters of lib.dom.d.ts (${tokens.toLocaleString('en-US')} tokens): median ${Math.round(median(throughput)).toLocaleString('en-US')} (runs: ${throughput.map((t) => Math.round(t).toLocaleString('en-US')).join(', ')}).`,
      '',
    ];
    const report = lines.join('\n');
    fs.writeFileSync(path.join(root, 'bench/playground-results.md'), report);
    const gzipOf = (encoding: string) => dataRows.find((row) => row.name === encoding)!.gzip;
    const figures: typeof lastFigures = {
      measured,
      vocabularyGzipBytes: {o200k_base: gzipOf('o200k_base'), cl100k_base: gzipOf('cl100k_base')},
      throttledFirstCountMs: {o200k_base: median(throttled.o200k_base), cl100k_base: median(throttled.cl100k_base)},
    };
    fs.writeFileSync(path.join(root, 'src/data/playgroundFigures.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(report);
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
