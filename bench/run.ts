/**
 * npm run bench [-- options]: Lighthouse (mobile) on every route of one or more built sites, side by
 * side, summarized in bench/results.md (generated; never edit it by hand). The raw runs go to
 * bench/.runs/results.json, which git ignores: only the summary, which CONTRIBUTING.md cites, is kept.
 *
 * The main report uses applied throttling (Lighthouse's --throttling-method=devtools): the page really
 * runs on a 4x slowed CPU and a slowed network, as on a cheap phone, so the browser paints the server's
 * HTML before any deferred script, which the default simulated throttling does not model. Decide
 * performance work with it. --simulated adds Lighthouse's default (simulated) run with its four
 * category scores, as a secondary report.
 *
 *   --site NAME=DIR  a built site (repeatable). The first is the reference the others are compared
 *                    with. Default: new=build/, built first unless --no-build.
 *   --runs N         runs per route and site (default 5). Interleaved: route by route, every site in
 *                    turn, in an order that rotates from run to run, so all see the same machine.
 *                    0: only the JavaScript each page runs, in bytes (no Lighthouse; about a minute).
 *   --routes A,B     only these routes (default /, every doc page, /playground). A site without a
 *                    page at a route (the old site has five) is left out there.
 *   --simulated      also the simulated report (every site, the same runs and routes)
 *   --simulated-only only the simulated report (for its category scores, without the applied runs)
 *   --from FILE      no runs: write the report again from raw runs (bench/.runs/NAME.json, to
 *                    bench/NAME.md), also from a run left unfinished (they are written after every
 *                    route); the report says how many runs each has
 *   --out STEM       write the report to STEM.md (and the raw runs to bench/.runs/STEM's name.json)
 *                    instead of bench/results.md
 *
 * Timings on this machine move a lot between identical runs (Lighthouse's benchmarkIndex of the
 * machine is in the report): read differences against the spread, never single runs.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {RunnerResult} from 'lighthouse';
import {chromium, type Page} from '@playwright/test';
import {javascriptLoadedBy, totalKB, type LoadedFile} from '../tests/support/pageWeight';
import {PAGE_ROUTES} from '../tests/support/routes';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/browser';
import {startStaticServer} from '../tests/support/staticServer';
import {resolveFile} from '../scripts/static-host.mjs';

const root = path.resolve(__dirname, '..');

type Throttling = 'applied' | 'simulated';
type Site = {name: string; dir: string};

/** One Lighthouse run. Scores are 0–100; the simulated run has all four categories, the applied one performance only. */
type Metrics = {
  performance: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  fcpMs: number;
  lcpMs: number;
  /**
   * Lighthouse's time to interactive: where the first 5 s with no long task and at most two requests
   * under way begins (the end of the last long task before it), but not before FCP or DOMContentLoaded.
   */
  ttiMs: number;
  tbtMs: number;
  cls: number;
  /** Not the page's: Lighthouse's measure of this machine's CPU at the start of the run (higher is faster). */
  benchmarkIndex: number;
};
type Timing = 'fcpMs' | 'lcpMs' | 'tbtMs' | 'ttiMs';
const TIMINGS: {key: Timing; label: string}[] = [
  {key: 'fcpMs', label: 'FCP'},
  {key: 'lcpMs', label: 'LCP'},
  {key: 'tbtMs', label: 'TBT'},
  {key: 'ttiMs', label: 'TTI'},
];

type RouteRuns = {site: string; route: string; runs: Metrics[]};
type PageJs = {beforeHydrationKB: number; afterHydrationKB: number; prefetchedKB: number; files: LoadedFile[]};

/** The value at quantile q of the runs (nearest rank): 0.5 is the median, 0.25 and 0.75 bound the middle half. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.round(q * (sorted.length - 1))]!;
}
const median = (values: number[]): number => quantile(values, 0.5);
/** The middle half of the runs: the spread a difference must clear. */
const middleHalf = (values: number[]): [number, number] => [quantile(values, 0.25), quantile(values, 0.75)];

/**
 * A difference counts only when it is beyond the run-to-run spread: the middle halves of the two
 * sites' runs (2nd to 4th of 5) do not overlap.
 */
function beyondSpread(a: number[], b: number[]): boolean {
  const [aLow, aHigh] = middleHalf(a);
  const [bLow, bHigh] = middleHalf(b);
  return aHigh < bLow || bHigh < aLow;
}

function metricsOf(lhr: RunnerResult['lhr']): Metrics {
  const {categories, audits} = lhr;
  const score = (id: string) => (categories[id] ? Math.round((categories[id].score ?? 0) * 100) : undefined);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance') ?? NaN,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    // Lighthouse 12 still computes TTI, with weight 0 in the score ('interactive', a hidden audit).
    ttiMs: Math.round(numeric('interactive')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * One Lighthouse run through its CLI, in a child process: Lighthouse evaluates functions in the
 * page by their source text, which a TypeScript loader in this process would rewrite.
 */
function lighthouseOnce(url: string, throttling: Throttling): Metrics {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const flags =
    throttling === 'applied'
      ? ['--throttling-method=devtools', '--only-categories=performance']
      : ['--throttling-method=simulate'];
  const run = spawnSync(
    'node',
    [
      cli,
      url,
      ...flags,
      '--disable-full-page-screenshot',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
    ],
    {env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024},
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${run.stderr}`);
  return metricsOf(JSON.parse(run.stdout) as RunnerResult['lhr']);
}

/**
 * The command as the report shows it: a site or output folder outside this repository only as `…`,
 * so that the report names sites by their labels and carries no path of the machine it ran on.
 */
const shownCommand = (command: string): string =>
  command.replace(/(--site[=\s]+[^=\s]+=|--out[=\s]+)(\S+)/g, (all, flag: string, dir: string) =>
    path.relative(root, path.resolve(root, dir)).startsWith('..') ? `${flag}…` : all,
  );

/** Whether a built site has a page at this route (a file the static host would serve for it). */
const hasPage = (dir: string, route: string): boolean => resolveFile(dir, route) !== null;

/** Every route of every site, `runs` times, interleaved; `progress` gets what has been measured so far. */
function lighthouseAll(
  sites: (Site & {origin: string})[],
  routes: readonly string[],
  runs: number,
  throttling: Throttling,
  progress: (results: RouteRuns[]) => void,
): RouteRuns[] {
  const results: RouteRuns[] = [];
  for (const route of routes) {
    for (const {name, dir} of sites) if (hasPage(dir, route)) results.push({site: name, route, runs: []});
  }
  for (let i = 0; i < runs; i += 1) {
    for (const route of routes) {
      // Rotate the order, so no site always runs first on a route (a warm disk cache, a quieter moment).
      const order = sites.map((_, k) => sites[(k + i) % sites.length]!);
      for (const {name, origin} of order) {
        const entry = results.find((result) => result.site === name && result.route === route);
        if (!entry) continue;
        const metrics = lighthouseOnce(origin + route, throttling);
        entry.runs.push(metrics);
        console.log(`${throttling} run ${i + 1}/${runs} ${name} ${route}: ${JSON.stringify(metrics)}`);
      }
      progress(results);
    }
  }
  return results;
}

/** Waits until the page's search box is no longer loading (any site: ours, main before, the old one). */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('input[placeholder="Loading..."]'), undefined, {timeout: 15_000})
    .catch(() => undefined); // a site whose search never loads is still measured
}

async function javascriptOf(sites: (Site & {origin: string})[], routes: readonly string[]) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  const report: Record<string, Record<string, PageJs>> = {};
  try {
    for (const {name, dir, origin} of sites) {
      report[name] = {};
      for (const route of routes.filter((candidate) => hasPage(dir, candidate))) {
        // A page without a single script element (a build with its scripts cut out, to measure the
        // paint floor) never hydrates: it runs nothing. An inline loader that adds the scripts counts.
        if (!/<script\b/i.test(fs.readFileSync(resolveFile(dir, route)!, 'utf8'))) {
          report[name][route] = {beforeHydrationKB: 0, afterHydrationKB: 0, prefetchedKB: 0, files: []};
          continue;
        }
        const page = await browser.newPage({baseURL: origin});
        // A worker starts after hydration (search starts one when the page is idle): its code counts as after it.
        const {scripts, workers, prefetched} = await javascriptLoadedBy(page, route, dir, settled);
        const after = [...scripts.filter((file) => file.afterHydration), ...workers];
        report[name][route] = {
          beforeHydrationKB: totalKB(scripts.filter((file) => !file.afterHydration)),
          afterHydrationKB: totalKB(after),
          prefetchedKB: totalKB(prefetched),
          files: [...scripts, ...workers.map((file) => ({...file, afterHydration: true}))],
        };
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return report;
}

// ---- The report ----

const cell = (values: number[]): string => {
  const [low, high] = middleHalf(values);
  return `${median(values)} (${low}–${high})`;
};
const signed = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return rounded > 0 ? `+${rounded}` : String(rounded);
};
/** A Markdown table: a header row, then a row per entry; an empty cell stays empty. */
const table = (head: string[], rows: (string | number | undefined)[][]): string =>
  [
    `| ${head.join(' | ')} |`,
    `|${'---|'.repeat(head.length)}`,
    ...rows.map((row) => `| ${row.map((value) => value ?? '').join(' | ')} |`),
  ].join('\n');
const timingHeads = TIMINGS.map(({label}) => `${label} ms`);

function appliedTable(results: RouteRuns[], js: Record<string, Record<string, PageJs>>): string {
  return table(
    ['route', 'site', ...timingHeads, 'CLS', 'perf', 'JS KB to hydration'],
    results.map(({site, route, runs}) => [
      route,
      site,
      ...TIMINGS.map(({key}) => cell(runs.map((run) => run[key]))),
      median(runs.map((run) => run.cls)),
      median(runs.map((run) => run.performance)),
      js[site]?.[route]?.beforeHydrationKB,
    ]),
  );
}

/** Each other site against the first, route by route: differences of medians, † where beyond the spread. */
function differences(results: RouteRuns[], sites: Site[], js: Record<string, Record<string, PageJs>>): string {
  const [reference, ...others] = sites;
  if (!reference || others.length === 0) return '';
  const rows: (string | number | undefined)[][] = [];
  for (const other of others) {
    const sums = Object.fromEntries(TIMINGS.map(({key}) => [key, {ours: 0, theirs: 0}]));
    let shared = 0;
    for (const theirs of results.filter((result) => result.site === other.name)) {
      const ours = results.find((result) => result.site === reference.name && result.route === theirs.route);
      if (!ours) continue;
      shared += 1;
      const deltas = TIMINGS.map(({key}) => {
        const a = ours.runs.map((run) => run[key]);
        const b = theirs.runs.map((run) => run[key]);
        sums[key]!.ours += median(a);
        sums[key]!.theirs += median(b);
        return `${signed(median(b) - median(a))}${beyondSpread(a, b) ? ' †' : ''}`;
      });
      const jsOurs = js[reference.name]?.[theirs.route]?.beforeHydrationKB;
      const jsTheirs = js[other.name]?.[theirs.route]?.beforeHydrationKB;
      const jsDelta = jsOurs === undefined || jsTheirs === undefined ? '' : signed(jsTheirs - jsOurs);
      rows.push([theirs.route, other.name, ...deltas, jsDelta]);
    }
    const sumCells = TIMINGS.map(({key}) => `${sums[key]!.theirs} vs ${sums[key]!.ours}`);
    rows.push([`sum of medians over ${shared} routes`, `${other.name} vs ${reference.name}`, ...sumCells, '']);
  }
  return [
    `Differences of medians against **${reference.name}** (negative: ${reference.name} is slower or larger); † the difference is beyond the run-to-run spread (the middle halves of the two sites' runs do not overlap).`,
    '',
    table(['route', 'site', ...timingHeads, 'JS KB to hydration'], rows),
  ].join('\n');
}

function simulatedTable(results: RouteRuns[]): string {
  const columns = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const;
  const medianOf = (runs: Metrics[], key: (typeof columns)[number]) => median(runs.map((run) => Number(run[key])));
  return [
    table(
      ['route', 'site', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
      results.map(({site, route, runs}) => [route, site, ...columns.map((key) => medianOf(runs, key))]),
    ),
    '',
    `Lowest medians over every route and site: ${columns
      .slice(0, 4)
      .map((key) => `${key} ${Math.min(...results.map(({runs}) => medianOf(runs, key)))}`)
      .join(', ')}.`,
  ].join('\n');
}

/** How fast and how busy the machine was, so that a slow host can be told apart from a slow change. */
function machineLine(results: RouteRuns[], loadBefore: number[], loadAfter: number[]): string {
  const indexes = results.flatMap(({runs}) => runs.map((run) => run.benchmarkIndex));
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
  return (
    `Machine: ${os.cpus().length} CPUs; Lighthouse's benchmarkIndex (higher is faster) median ${median(indexes)}, ` +
    `${Math.min(...indexes)}–${Math.max(...indexes)} over ${indexes.length} runs; load average ${load(loadBefore)} before, ${load(loadAfter)} after.`
  );
}

/** Gzipped JavaScript up to hydration, route by route, a column per site: bytes, the same on any machine. */
function javascriptTable(js: Record<string, Record<string, PageJs>>, sites: Site[], routes: readonly string[]): string {
  return table(
    ['route', ...sites.map(({name}) => `${name} KB`)],
    routes.map((route) => [route, ...sites.map(({name}) => js[name]?.[route]?.beforeHydrationKB)]),
  );
}

function jsFileList(js: Record<string, Record<string, PageJs>>, site: string): string[] {
  return Object.entries(js[site] ?? {}).flatMap(([route, page]) => [
    `${route}: ${page.beforeHydrationKB} KB run up to hydration, +${page.afterHydrationKB} KB after it (search, workers); ` +
      `+${page.prefetchedKB} KB fetched without running (link prefetch, worker data)`,
    ...page.files.map(
      (file) =>
        `    ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file.path}${file.afterHydration ? '  (after hydration)' : ''}`,
    ),
  ]);
}

type Results = {
  measured: string;
  command: string;
  lighthouse: string;
  chromium: string;
  runs: number;
  sites: Site[];
  complete?: boolean;
  load?: {before: number[]; after: number[]};
  applied: RouteRuns[];
  simulated?: RouteRuns[];
  javascript: Record<string, Record<string, PageJs>>;
};

/** The Markdown report of one benchmark run. */
function report(results: Results): string {
  const {measured, runs, sites, javascript: js} = results;
  // An unfinished run has routes with no runs yet: they are left out of the timing tables.
  const measuredOnly = (entries: RouteRuns[]) => entries.filter((entry) => entry.runs.length > 0);
  const applied = measuredOnly(results.applied);
  const simulated = results.simulated && measuredOnly(results.simulated);
  const simulatedOnly = results.applied.length === 0;
  const routes = [...new Set(Object.values(js).flatMap((pages) => Object.keys(pages)))];
  const done = [...results.applied, ...(results.simulated ?? [])].map((entry) => entry.runs.length);
  const unfinished =
    results.complete === false
      ? [
          `**Unfinished run**: ${Math.min(...done)} to ${Math.max(...done)} of the ${runs} runs per route and site were measured.`,
          '',
        ]
      : [];
  return [
    '# Benchmark results',
    '',
    `Generated by \`${shownCommand(results.command)}\` on ${measured}; do not edit. Lighthouse ${results.lighthouse} (mobile), ${results.chromium}; ` +
      `${runs} runs per route and site, interleaved; served with gzip by scripts/static-server.mjs.`,
    '',
    ...unfinished,
    'Sites, each a built site given as `--site NAME=DIR` (`npx docusaurus build --out-dir DIR` at the version to ' +
      `measure), the first the reference: ${sites.map(({name}) => `**${name}**`).join(', ')}.`,
    '',
    ...(runs > 0
      ? [machineLine([...applied, ...(simulated ?? [])], results.load?.before ?? [], results.load?.after ?? []), '']
      : []),
    ...(runs > 0 && !simulatedOnly
      ? [
          '## Applied throttling',
          '',
          "Lighthouse's `--throttling-method=devtools`: the page runs on a 4x slowed CPU and a slowed network. Each cell is the median with, in brackets, the middle half of the runs. JS KB: gzipped JavaScript the page runs up to hydration, from the site's files.",
          '',
          appliedTable(applied, js),
          '',
          differences(applied, sites, js),
          '',
        ]
      : []),
    ...(simulated
      ? [
          '## Simulated throttling (secondary)',
          '',
          "Lighthouse's default: timings simulated from an unthrottled load; medians.",
          '',
          simulatedTable(simulated),
          '',
        ]
      : []),
    '## JavaScript up to hydration',
    '',
    "Gzipped (level 6) bytes of the scripts each page runs before it has hydrated, from the site's files.",
    '',
    javascriptTable(js, sites, routes),
    '',
    `### The files of ${sites[0]!.name}`,
    '',
    '```text',
    ...jsFileList(js, sites[0]!.name),
    '```',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      site: {type: 'string', multiple: true},
      runs: {type: 'string', default: '5'},
      routes: {type: 'string'},
      simulated: {type: 'boolean', default: false},
      'simulated-only': {type: 'boolean', default: false},
      from: {type: 'string'},
      'no-build': {type: 'boolean', default: false},
      out: {type: 'string'},
    },
  });
  const out = values.out ?? path.join(root, 'bench', values.from ? path.basename(values.from, '.json') : 'results');
  if (values.from) {
    fs.writeFileSync(`${out}.md`, report(JSON.parse(fs.readFileSync(values.from, 'utf8')) as Results));
    console.log(`wrote ${out}.md from ${values.from}`);
    return;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 0)
    throw new Error(`--runs must be a whole number, 0 or more, not ${values.runs}`);
  const routes = values.routes ? values.routes.split(',') : PAGE_ROUTES;
  const sites: Site[] = (values.site ?? []).map((spec) => {
    const [name, dir] = spec.split(/=(.*)/s);
    if (!name || !dir) throw new Error(`--site takes NAME=DIR, not ${spec}`);
    if (!fs.existsSync(path.join(dir, '404.html'))) throw new Error(`${dir} is not a built site (no 404.html)`);
    return {name, dir: path.resolve(dir)};
  });
  if (sites.length === 0) {
    if (!values['no-build']) {
      const build = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: 'inherit'});
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    sites.push({name: 'new', dir: path.join(root, 'build')});
  }

  const servers = await Promise.all(sites.map(({dir}) => startStaticServer(dir)));
  const served = sites.map((site, i) => ({...site, origin: servers[i]!.origin}));
  const chromiumVersion = spawnSync(CHROMIUM_PATH, ['--version'], {encoding: 'utf8'}).stdout.trim();
  const lighthouseVersion = (await import('lighthouse/package.json', {with: {type: 'json'}})).default.version;
  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
  const loadBefore = os.loadavg();
  const measured = new Date().toISOString().slice(0, 10);
  const raw = path.join(root, 'bench', '.runs', `${path.basename(out)}.json`);
  fs.mkdirSync(path.dirname(raw), {recursive: true});
  const write = (data: Results) => fs.writeFileSync(raw, `${JSON.stringify(data, null, 2)}\n`);
  try {
    const js = await javascriptOf(served, routes);
    const header = {measured, command, lighthouse: lighthouseVersion, chromium: chromiumVersion, runs, sites};
    const simulatedOnly = values['simulated-only'];
    const applied = simulatedOnly
      ? []
      : lighthouseAll(served, routes, runs, 'applied', (partial) =>
          write({...header, complete: false, applied: partial, javascript: js}),
        );
    const simulated =
      values.simulated || simulatedOnly
        ? lighthouseAll(served, routes, runs, 'simulated', (partial) =>
            write({...header, complete: false, applied, simulated: partial, javascript: js}),
          )
        : undefined;

    const results: Results = {
      ...header,
      complete: true,
      load: {before: loadBefore, after: os.loadavg()},
      applied,
      simulated,
      javascript: js,
    };
    write(results);
    const md = report(results);
    fs.writeFileSync(`${out}.md`, md);
    console.log(`\n${md}\nraw runs: ${path.relative(root, raw)}`);
  } finally {
    for (const server of servers) server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
