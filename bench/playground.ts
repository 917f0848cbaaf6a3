// Benchmark of the tokenizer playground on the production build (run `npx docusaurus build` first;
// this script builds nothing), against a build of an earlier commit when one is given:
//
//   npm run bench:playground -- [--before DIR] [--runs N] [--visits cold,fresh,stale]
//
// DIR is the build/ folder of the commit to compare with (for example a worktree of a7b28de:
// `git worktree add ../before a7b28de && cd ../before && npm ci && npx docusaurus build`).
// Each build is served gzipped by scripts/static-server.mjs with GitHub Pages' caching headers
// (--cache=github-pages), Chromium is driven through Playwright, and bench/playground-results.md gets:
//  - the bytes of each encoding's vocabulary and of the playground's own code, before and after;
//  - the time from navigation to the first token count under Lighthouse's applied mobile throttling
//    (562.5 ms round trip, 1,474.56 Kbit/s down, 675 Kbit/s up, CPU 4x slower), o200k_base (the
//    default) and cl100k_base (opened by a link), with a cold cache, on a second visit within ten
//    minutes (every copy fresh), and on a second visit after ten minutes (every copy stale, so the
//    browser asks the host again: served with max-age=0, which is what max-age=600 is after ten
//    minutes); medians of N runs (default 5), the builds and cases interleaved run by run;
//  - the time to build the lookup table from each vocabulary file (inflate, then Vocabulary.read), CPU 4x
//    slower and not: measured on the page's main thread, since Chromium slows only a page's main
//    thread (a worker runs at full speed under Emulation.setCPUThrottlingRate, as under Lighthouse);
//  - the first count without throttling, and tokens per second in the worker on ~1 MB of text.
// Figures, not pass/fail: nothing here is a test. The few figures the playground page quotes go to
// src/data/playgroundFigures.json, so that a new run updates the page and src/ imports nothing from bench/.
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ts from 'typescript';
import {chromium, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/browser';
import {expectSearchReady} from '../tests/support/search';
import {startStaticServer, type StaticServer} from '../tests/support/staticServer';
import type lastFigures from '../src/data/playgroundFigures.json';

const root = path.resolve(__dirname, '..');
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(argument('runs') ?? 5);
const sites = {after: path.join(root, 'build'), before: argument('before') && path.resolve(argument('before')!)};
for (const [name, dir] of Object.entries(sites)) {
  if (dir && !fs.existsSync(path.join(dir, 'playground.html'))) {
    console.error(`No ${dir}/playground.html (${name}): build it first ("npx docusaurus build").`);
    process.exit(1);
  }
}
type Site = 'before' | 'after';
const siteNames = (Object.keys(sites) as Site[]).filter((site) => sites[site]);
/** A build's name in the results: the commit of the work tree it is in, else its folder's name (no machine paths). */
function buildName(dir: string): string {
  try {
    return execSync('git rev-parse --short HEAD', {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return path.basename(path.dirname(dir));
  }
}

/** Lighthouse's mobile settings, applied through the DevTools protocol as its "devtools" throttling does. */
const THROTTLING = {latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const uptime = (): string => execSync('uptime', {encoding: 'utf8'}).trim();

/** Gzipped size of a file as a host that compresses it sends it (level 6); a .bin file is sent as it is. */
function sentBytes(file: string): number {
  const body = fs.readFileSync(file);
  return file.endsWith('.bin') ? body.length : zlib.gzipSync(body, {level: 6}).length;
}

/** Each vocabulary's file of a build: the vocab-NAME chunks (JavaScript before, .bin files after). */
function vocabularyFiles(site: string): {name: string; file: string; raw: number; sent: number}[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.startsWith('vocab-')) found.push(file);
    }
  };
  walk(path.join(site, 'assets'));
  return found.map((file) => ({
    name: /^vocab-(\w+?)\./.exec(path.basename(file))![1]!,
    file: path.relative(site, file),
    raw: fs.statSync(file).size,
    sent: sentBytes(file),
  }));
}

// Varied English and code, about 1 MB: TypeScript's DOM declarations, from node_modules.
function benchmarkText() {
  const source = fs.readFileSync(path.join(root, 'node_modules/typescript/lib/lib.dom.d.ts'), 'utf8');
  let text = source;
  while (text.length < 1_000_000) text += source;
  return text.slice(0, 1_000_000);
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latency,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: THROTTLING.cpuSlowdown});
}

/** Milliseconds from navigation to the first token count on screen. */
async function timeToCount(page: Page, url: string): Promise<number> {
  const started = Date.now();
  await page.goto(url);
  await page.getByTestId('token-count').waitFor({timeout: 180_000});
  return Date.now() - started;
}

/**
 * src/lib/counting/vocabulary.ts as a classic script for a page (it imports nothing): it defines
 * `window.vocabularyModule.Vocabulary`, the worker's own reader.
 */
function vocabularyReaderScript(): string {
  const source = fs.readFileSync(path.join(root, 'src/lib/counting/vocabulary.ts'), 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020},
  });
  return `(function (exports) {\n${outputText}\n})(window.vocabularyModule = {});`;
}

/**
 * Milliseconds to inflate a vocabulary file and to build its table (Vocabulary.read), as the worker
 * does, on a page whose main thread is `cpuSlowdown` times slower; the file is fetched first, unthrottled.
 */
async function tableBuild(browser: Browser, origin: string, file: string, cpuSlowdown: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    // A page of the same origin without scripts of its own.
    await page.goto(`${origin}/llms.txt`);
    await page.addScriptTag({content: vocabularyReaderScript()});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    return await page.evaluate(async (address) => {
      const file = await (await fetch(address)).arrayBuffer();
      const started = performance.now();
      const stream = new Blob([file]).stream().pipeThrough(new DecompressionStream('gzip'));
      const body = new Uint8Array(await new Response(stream).arrayBuffer());
      const inflated = performance.now();
      const {Vocabulary} = (window as unknown as {vocabularyModule: {Vocabulary: {read(b: Uint8Array): unknown}}})
        .vocabularyModule;
      Vocabulary.read(body);
      return {inflate: inflated - started, read: performance.now() - inflated};
    }, `/${file}`);
  } finally {
    await context.close();
  }
}

type Visit = 'cold' | 'fresh' | 'stale';
const VISITS: Record<Visit, string> = {
  cold: 'first visit (cold cache)',
  fresh: 'second visit within ten minutes',
  stale: 'second visit after ten minutes',
};
// --visits cold,stale measures only those (all three by default).
const VISITS_MEASURED = (argument('visits')?.split(',') ?? Object.keys(VISITS)) as Visit[];
if (VISITS_MEASURED.some((visit) => !(visit in VISITS))) throw new Error(`--visits: ${Object.keys(VISITS).join(', ')}`);

/**
 * The first count under throttling. A second visit comes after a first one in the same browser
 * context (its cache), unthrottled, and a blank page between them.
 */
async function firstCount(browser: Browser, origin: string, route: string, visit: Visit): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    if (visit !== 'cold') {
      await timeToCount(page, origin + route);
      // What a reader's first visit fetched after the count (search, prefetches) is in the cache too.
      await page.waitForLoadState('networkidle');
      await page.goto('about:blank');
    }
    await throttle(context, page);
    return await timeToCount(page, origin + route);
  } finally {
    await context.close();
  }
}

/** The build's JavaScript files a fresh page fetches at `route` until `ready` resolves. */
async function scriptsFetched(browser: Browser, url: string, ready: (page: Page) => Promise<unknown>) {
  const fetched = new Set<string>();
  const context = await browser.newContext();
  context.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/assets/')) fetched.add(pathname);
  });
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  await context.close();
  return fetched;
}

/**
 * The playground's own code: what /playground fetches (its worker's included) beyond what a docs page
 * fetches, vocabularies aside; each page once it has settled, search included.
 */
async function pageCode(browser: Browser, origin: string, site: string) {
  const settled = async (page: Page) => {
    await expectSearchReady(page);
    await page.waitForLoadState('networkidle');
  };
  const playground = await scriptsFetched(browser, `${origin}/playground`, async (page) => {
    await page.getByTestId('token-count').waitFor();
    await settled(page);
  });
  const docs = await scriptsFetched(browser, `${origin}/docs/getting-started`, settled);
  const own = [...playground].filter((file) => file.endsWith('.js') && !file.includes('/vocab-') && !docs.has(file));
  return {
    files: own.map((file) => path.basename(file)),
    gzip: own.reduce((sum, file) => sum + sentBytes(path.join(site, file)), 0),
    docsVocabularies: [...docs].filter((file) => file.includes('/vocab-')),
  };
}

async function main(): Promise<void> {
  const loadAtStart = uptime();
  const servers: Record<string, StaticServer> = {};
  for (const site of siteNames) {
    servers[`${site} 600`] = await startStaticServer(sites[site]!, {maxAge: 600});
    servers[`${site} 0`] = await startStaticServer(sites[site]!, {maxAge: 0});
  }
  const origin = (site: Site, visit: Visit) => servers[`${site} ${visit === 'stale' ? 0 : 600}`]!.origin;
  // The full browser, as the other measurements use.
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  try {
    const vocabularies = Object.fromEntries(siteNames.map((site) => [site, vocabularyFiles(sites[site]!)]));
    const code = Object.fromEntries(
      await Promise.all(
        siteNames.map(async (site) => [site, await pageCode(browser, origin(site, 'cold'), sites[site]!)]),
      ),
    );

    // Interleaved: every run measures each case on each build before the next run starts.
    const routes = {o200k_base: '/playground', cl100k_base: '/playground#encoding=cl100k_base'};
    type Case = {encoding: keyof typeof routes; visit: Visit};
    const cases: Case[] = VISITS_MEASURED.flatMap((visit) =>
      (Object.keys(routes) as (keyof typeof routes)[]).map((encoding) => ({encoding, visit})),
    );
    const runs = new Map<string, number[]>();
    const key = (c: Case, site: Site) => `${c.encoding} ${c.visit} ${site}`;
    for (let run = 0; run < RUNS; run++) {
      for (const c of cases) {
        for (const site of run % 2 === 0 ? siteNames : [...siteNames].reverse()) {
          const ms = await firstCount(browser, origin(site, c.visit), routes[c.encoding], c.visit);
          runs.set(key(c, site), [...(runs.get(key(c, site)) ?? []), ms]);
          console.log(`run ${run + 1}: ${key(c, site)}: ${ms} ms`);
        }
      }
    }
    const loadAtEnd = uptime();

    // The new build alone: the first count unthrottled, and the worker's speed on ~1 MB.
    const unthrottled: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      unthrottled.push(await timeToCount(await context.newPage(), `${origin('after', 'cold')}/playground`));
      await context.close();
    }
    const text = benchmarkText();
    const throughput: number[] = [];
    let tokens = 0;
    for (let run = 0; run < RUNS; run++) {
      const tab = await browser.newPage();
      await tab.goto(`${origin('after', 'cold')}/playground#encoding=cl100k_base`);
      await tab.getByTestId('token-count').waitFor();
      // The value setter React watches, then an input event: like a paste, without Playwright's
      // per-line typing cost.
      await tab.getByLabel('Text', {exact: true}).evaluate((element, value) => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, value);
        element.dispatchEvent(new Event('input', {bubbles: true}));
      }, text);
      await tab.waitForFunction(
        () => Number(document.querySelector('[data-testid="token-count"]')?.textContent?.replace(/,/g, '')) > 100_000,
        null,
        {timeout: 120_000},
      );
      tokens = Number((await tab.getByTestId('token-count').innerText()).replace(/,/g, ''));
      const millis = Number(await tab.getByTestId('worker-millis').getAttribute('data-millis'));
      throughput.push(tokens / (millis / 1000));
      await tab.close();
    }

    // Building the table from each file, CPU 4x slower and not, runs interleaved.
    const tableEncodings = ['o200k_base', 'cl100k_base'] as const;
    const tables = new Map<string, {inflate: number[]; read: number[]}>();
    for (let run = 0; run < RUNS; run++) {
      for (const name of tableEncodings) {
        for (const rate of [THROTTLING.cpuSlowdown, 1]) {
          const file = vocabularies.after!.find((v) => v.name === name)!.file;
          const {inflate, read} = await tableBuild(browser, origin('after', 'cold'), file, rate);
          const row = tables.get(`${name} ${rate}`) ?? {inflate: [], read: []};
          row.inflate.push(inflate);
          row.read.push(read);
          tables.set(`${name} ${rate}`, row);
        }
      }
    }
    const ms = (values: number[]) => `${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
    const tableRow = (name: string, rate: number) => {
      const row = tables.get(`${name} ${rate}`)!;
      return `| ${name} | ${rate === 1 ? 'not slowed' : `${rate}x slower`} | ${ms(row.inflate)} | ${ms(row.read)} |`;
    };

    const measured = new Date().toISOString().slice(0, 10);
    const commit = buildName(sites.after);
    const beforeName = sites.before ? buildName(sites.before) : '';
    const vocabularyRow = (name: string) => {
      const cells = siteNames.map((site) => {
        const file = vocabularies[site]!.find((v) => v.name === name);
        return file ? `\`${path.basename(file.file)}\`: ${kB(file.sent)} (${kB(file.raw)} on disk)` : '–';
      });
      return `| ${name === 'p50k_base' ? 'p50k_base, p50k_edit' : name} | ${cells.join(' | ')} |`;
    };
    const countRow = (c: Case) => {
      const cells = siteNames.map((site) => {
        const values = runs.get(key(c, site))!;
        return `${seconds(median(values))} (${values.map(seconds).join(', ')})`;
      });
      const ratio =
        siteNames.length === 2
          ? ` | ${(median(runs.get(key(c, 'after'))!) / median(runs.get(key(c, 'before'))!)).toFixed(2)}`
          : '';
      return `| ${c.encoding}, ${VISITS[c.visit]} | ${cells.join(' | ')}${ratio} |`;
    };
    const header = siteNames.map((site) => (site === 'after' ? `after (${commit})` : `before (${beforeName})`));
    const lines = [
      '# Playground benchmark',
      '',
      `Measured ${measured} with \`npm run bench:playground${sites.before ? ` -- --before <build of ${beforeName}> --runs ${RUNS}` : ''}\` on the production builds (\`npx docusaurus build\` first), each served gzipped by scripts/static-server.mjs with GitHub Pages' caching headers (\`--cache=github-pages\`: max-age=600, ETag, Last-Modified); Chromium ${browser.version()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}). The machine is shared: \`uptime\` when the throttled runs began, \`${loadAtStart}\`, and when they ended, \`${loadAtEnd}\`. Other work on the machine slows every figure; the builds are measured in turn within each run, so both are slowed alike.`,
      '',
      '## Vocabulary files (each fetched only when its encoding is used)',
      '',
      'Bytes sent by a host that gzips JavaScript (level 6); the .bin files are gzipped by the build and sent as they are.',
      '',
      `| Vocabulary | ${header.join(' | ')} |`,
      `|---|${siteNames.map(() => '---').join('|')}|`,
      ...['o200k_base', 'cl100k_base', 'p50k_base', 'r50k_base'].map(vocabularyRow),
      '',
      ...siteNames.map(
        (site) =>
          `Playground code ${site} (page chunks and worker, gzipped): ${kB(code[site]!.gzip)} in ${code[site]!.files.length} files (${code[site]!.files.join(', ')}). Vocabulary files fetched by /docs/getting-started: ${code[site]!.docsVocabularies.length ? code[site]!.docsVocabularies.join(', ') : 'none'}.`,
      ),
      '',
      '## First count on a slow phone',
      '',
      `From navigation to the first token count, under Lighthouse's applied mobile throttling (${THROTTLING.latency} ms round trip, ${THROTTLING.downloadKbps} Kbit/s down, ${THROTTLING.uploadKbps} Kbit/s up, CPU ${THROTTLING.cpuSlowdown}x slower through the DevTools protocol), o200k_base at \`/playground\` and cl100k_base at \`/playground#encoding=cl100k_base\`. Median of ${RUNS} runs, the runs in parentheses. A second visit follows an unthrottled first visit in the same browser profile; "after ten minutes" is served with max-age=0, so that every copy in the cache is stale, as max-age=600 leaves them ten minutes later.`,
      '',
      `| Case | ${header.join(' | ')}${siteNames.length === 2 ? ' | after / before' : ''} |`,
      `|---|${siteNames.map(() => '---:').join('|')}${siteNames.length === 2 ? '|---:' : ''}|`,
      ...cases.map(countRow),
      '',
      "The CPU slowdown is Chromium's (`Emulation.setCPUThrottlingRate`, as Lighthouse applies it): it slows the page's main thread only, not the tokenizer's worker, so the worker's share of each figure (inflating the vocabulary, building its table, counting) ran at this machine's full speed. The next table measures that share on a slowed main thread.",
      '',
      '## Building the table from the vocabulary file (after)',
      '',
      `What the worker does with a downloaded file before the first count: inflate it (DecompressionStream) and build the lookup table from the rank pairs (\`Vocabulary.read\`, src/lib/counting/vocabulary.ts), here on a page's main thread, CPU ${THROTTLING.cpuSlowdown}x slower (Emulation.setCPUThrottlingRate) and not slowed. Median of ${RUNS} runs, the runs in parentheses.`,
      '',
      '| Vocabulary | CPU | Inflate | Build the table |',
      '|---|---|---:|---:|',
      ...tableEncodings.flatMap((name) => [tableRow(name, THROTTLING.cpuSlowdown), tableRow(name, 1)]),
      '',
      '## Without throttling (after)',
      '',
      `- Navigation to the first token count (o200k_base, cold cache): median ${median(unthrottled)} ms (runs: ${unthrottled.join(', ')} ms).`,
      `- Tokens per second in the worker, cl100k_base, ${(text.length / 1e6).toFixed(1)} M characters of lib.dom.d.ts (${tokens.toLocaleString('en-US')} tokens): median ${Math.round(median(throughput)).toLocaleString('en-US')} (runs: ${throughput.map((t) => Math.round(t).toLocaleString('en-US')).join(', ')}).`,
      '',
    ];
    const report = lines.join('\n');
    fs.writeFileSync(path.join(root, 'bench/playground-results.md'), report);
    const sentOf = (name: string) => vocabularies.after!.find((row) => row.name === name)!.sent;
    const coldMedian = (encoding: 'o200k_base' | 'cl100k_base') =>
      median(runs.get(key({encoding, visit: 'cold'}, 'after'))!);
    const figures: typeof lastFigures = {
      measured,
      runs: RUNS,
      vocabularyBytes: {o200k_base: sentOf('o200k_base'), cl100k_base: sentOf('cl100k_base')},
      throttledFirstCountMs: {o200k_base: coldMedian('o200k_base'), cl100k_base: coldMedian('cl100k_base')},
    };
    fs.writeFileSync(path.join(root, 'src/data/playgroundFigures.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(report);
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
