/**
 * npm run bench: builds the site, serves it with gzip like a static host, runs Lighthouse
 * (mobile, default throttling) three times on every route and writes the medians to
 * bench/results.md and bench/results.json. Also prints the gzipped JavaScript each page runs
 * up to hydration and after it. With OLD_SITE_DIR=<a built copy of the old docs site>, the old site is
 * measured in the same run, route by route, for a side-by-side comparison, on the routes it has;
 * BEFORE_SITE_DIR=<a build of this site at an earlier commit> adds it as "before".
 *
 * Scores on this machine move by up to 14 points between identical runs: compare medians
 * side by side, never single runs.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {RunnerResult} from 'lighthouse';
import {chromium} from '@playwright/test';
import {javascriptLoadedBy, totalKB} from '../tests/support/pageWeight';
import {PAGE_ROUTES} from '../tests/support/routes';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/browser';
import {startStaticServer} from '../tests/support/staticServer';

const root = path.resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES: readonly string[] = PAGE_ROUTES;
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];

type Metrics = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /**
   * Lighthouse's time to interactive: where the first 5 s with no long task and at most two requests
   * under way begins (the end of the last long task before it), but not before FCP or DOMContentLoaded.
   */
  ttiMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
  cssKB: number;
  /**
   * Not the page's: Lighthouse's measure of this machine's CPU, taken at the start of the run. On a
   * slower machine the simulated timings (TBT above all) grow for every site alike.
   */
  benchmarkIndex: number;
};
type RouteResult = {site: string; route: string; median: Metrics; runs: Metrics[]};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function metricsOf(lhr: RunnerResult['lhr']): Metrics {
  const {categories, audits} = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const summary =
    (audits['resource-summary']?.details as {items?: {resourceType: string; transferSize: number}[]})?.items ?? [];
  const kb = (type: string) =>
    Math.round(((summary.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024) * 10) / 10;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    // Lighthouse 12 still computes TTI, with weight 0 in the score ('interactive', a hidden audit).
    ttiMs: Math.round(numeric('interactive')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    jsKB: kb('script'),
    cssKB: kb('stylesheet'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * One Lighthouse run through its CLI, in a child process: Lighthouse evaluates functions in the
 * page by their source text, which a TypeScript loader in this process would rewrite.
 */
function lighthouseOnce(url: string): RunnerResult['lhr'] {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const run = spawnSync(
    'node',
    [cli, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${chromeFlags.join(' ')}`],
    {env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024},
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${run.stderr}`);
  return JSON.parse(run.stdout) as RunnerResult['lhr'];
}

/** Whether a built site has a page at this route (the old site has fewer pages than ours). */
const hasPage = (dir: string, route: string): boolean =>
  ['.html', '/index.html'].some((suffix) => fs.existsSync(path.join(dir, route === '/' ? '/index' : route) + suffix));

/** Runs every route of every site RUNS times, alternating sites so both see the same machine load. */
function lighthouseAll(sites: {site: string; dir: string; baseUrl: string}[]): RouteResult[] {
  const runs = new Map<string, Metrics[]>();
  for (let i = 0; i < RUNS; i += 1) {
    for (const route of ROUTES) {
      for (const {site, dir, baseUrl} of sites) {
        if (!hasPage(dir, route)) continue;
        const key = `${site} ${route}`;
        const metrics = metricsOf(lighthouseOnce(baseUrl + route));
        runs.set(key, [...(runs.get(key) ?? []), metrics]);
        console.log(`run ${i + 1}/${RUNS} ${key}: ${JSON.stringify(metrics)}`);
      }
    }
  }
  return [...runs.entries()].map(([key, list]) => {
    const [site, route] = key.split(' ') as [string, string];
    const keys = Object.keys(list[0]!) as (keyof Metrics)[];
    const med = Object.fromEntries(keys.map((k) => [k, median(list.map((run) => run[k]))])) as Metrics;
    return {site, route, median: med, runs: list};
  });
}

async function javascriptReport(baseUrl: string): Promise<string[]> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  const lines: string[] = [];
  try {
    for (const route of ROUTES) {
      const page = await browser.newPage({baseURL: baseUrl});
      const {scripts, prefetched} = await javascriptLoadedBy(page, route);
      const toHydrate = scripts.filter((file) => !file.afterHydration);
      const afterwards = scripts.filter((file) => file.afterHydration);
      lines.push(
        `${route}: ${totalKB(toHydrate)} KB gzipped JavaScript run up to hydration, ` +
          `+${totalKB(afterwards)} KB after it (search, workers); +${totalKB(prefetched)} KB fetched without running (link prefetch, worker data)`,
      );
      for (const file of scripts) {
        lines.push(
          `    ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file.path}${file.afterHydration ? '  (after hydration)' : ''}`,
        );
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return lines;
}

function table(results: RouteResult[]): string {
  const head =
    '| site | route | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TTI ms | TBT ms | CLS | JS KB | CSS KB |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|';
  const rows = results.map(
    ({site, route, median: m}) =>
      `| ${site} | ${route} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.fcpMs} | ${m.lcpMs} | ${m.ttiMs} | ${m.tbtMs} | ${m.cls} | ${m.jsKB} | ${m.cssKB} |`,
  );
  return [head, ...rows].join('\n');
}

/** How fast the machine was, so that runs made on other days can be told apart from changes to the site. */
function machineLine(results: RouteResult[]): string {
  const indexes = results.flatMap(({runs}) => runs.map((run) => run.benchmarkIndex));
  return (
    `Lighthouse's benchmarkIndex of this machine (its CPU measure; higher is faster): median ${median(indexes)}, ` +
    `${Math.min(...indexes)}–${Math.max(...indexes)} over the ${indexes.length} runs.`
  );
}

async function main(): Promise<void> {
  let buildSeconds: number | null = null;
  if (!process.argv.includes('--no-build')) {
    const started = Date.now();
    const build = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: 'inherit'});
    if (build.status !== 0) process.exit(build.status ?? 1);
    buildSeconds = Math.round((Date.now() - started) / 100) / 10;
  }
  const sites: [string, string][] = [['new', path.join(root, 'build')]];
  if (process.env.OLD_SITE_DIR) sites.push(['old', path.resolve(process.env.OLD_SITE_DIR)]);
  // A build of this site from an earlier commit, to measure a change against what it replaces.
  if (process.env.BEFORE_SITE_DIR) sites.push(['before', path.resolve(process.env.BEFORE_SITE_DIR)]);

  const servers = await Promise.all(sites.map(([, dir]) => startStaticServer(dir)));
  try {
    const jsLines = await javascriptReport(servers[0]!.origin);
    const results = lighthouseAll(sites.map(([site, dir], i) => ({site, dir, baseUrl: servers[i]!.origin})));
    results.sort((a, b) => ROUTES.indexOf(a.route) - ROUTES.indexOf(b.route) || a.site.localeCompare(b.site));

    const md = [
      '# Benchmark results',
      '',
      `Lighthouse ${(await import('lighthouse/package.json', {with: {type: 'json'}})).default.version}, mobile, default (simulated) throttling; medians of ${RUNS} runs per route; served with gzip by scripts/static-server.mjs. Measured ${new Date().toISOString().slice(0, 10)}.`,
      machineLine(results),
      buildSeconds === null ? '' : `Production build time: ${buildSeconds} s.`,
      '',
      table(results),
      '',
      '## Gzipped JavaScript each page runs',
      '',
      '```text',
      ...jsLines,
      '```',
      '',
    ].join('\n');
    fs.writeFileSync(path.join(root, 'bench/results.md'), md);
    fs.writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify({buildSeconds, results}, null, 2));
    console.log(`\n${md}`);
  } finally {
    for (const server of servers) server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
