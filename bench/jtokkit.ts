#!/usr/bin/env node
// npm run bench:java: measures JTokkit 1.1.0 itself on this machine and writes the medians to
// bench/jtokkit-results.md, the summary the Performance and memory page quotes.
//
// It compiles bench/jtokkit/JTokkitBench.java (Java 8 source) against the jar that the Java
// examples check uses ($JTOKKIT_JAR, else ~/.m2/repository/com/knuddels/jtokkit/1.1.0/), then
// starts one JVM per measurement, one after the other, never two at once:
// - registry creation (default and lazy), the first getEncoding of each encoding on a lazy
//   registry, and the heap each encoding retains: each in a fresh JVM, because loading classes
//   and vocabularies happens once per JVM;
// - throughput of countTokens, encode and encodeOrdinary on the texts in bench/jtokkit/texts/
//   (cut into pieces of about 2,000 characters, one call per piece), on 1, 2 and all processors
//   sharing one Encoding, after a warm-up; the cost of one call for other piece sizes;
// - the effect of the VERY_LARGE_TOKENIZER_BYTE_THRESHOLD system property on one long piece.
// The whole plan runs --reps times (default 3), and each figure is the median over the
// repetitions (and over the timed runs inside each JVM). Times are reported as wall-clock and
// as the CPU time of the measuring threads: on a machine that other processes share, CPU time
// is the steadier of the two.
//
// Without a jar or a JDK it says so and exits with 77 (skipped). --quick runs a short plan once
// and writes bench/.runs/jtokkit-quick.md (ignored by git) instead, to try the harness.
import {execFile} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {findJar} from '../scripts/java-blocks';
import {JTOKKIT} from '../src/lib/site/site';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEXTS = path.join(root, 'bench', 'jtokkit', 'texts');
const SKIPPED = 77;
const ENCODINGS = ['o200k_base', 'cl100k_base', 'p50k_base', 'p50k_edit', 'r50k_base'];
const FILES = {en: 'en-pride-and-prejudice.txt', de: 'de-die-verwandlung.txt', ja: 'ja-kokoro-part-1.txt'};

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const repsArg = args.indexOf('--reps');
const REPS = quick ? 1 : repsArg >= 0 ? Number(args[repsArg + 1]) : 3;
if (!Number.isInteger(REPS) || REPS < 1) throw new Error('--reps needs a positive whole number');
const timing = quick ? {warmUp: 500, run: 300, runs: 3} : {warmUp: 1500, run: 1000, runs: 5};
const out = path.join(root, 'bench', quick ? '.runs/jtokkit-quick.md' : 'jtokkit-results.md');

/** A field of a JSON line the harness prints, or of a summarized row. */
type Value = string | number | boolean | null;
type Line = Record<string, Value>;
/** A numeric field of a line. */
const n = (value: Value | undefined): number => Number(value);

type Report = {
  date: string;
  command: string;
  settings: {reps: number; warmUpMs: number; runMs: number; runs: number};
  machine: Line;
  jar: {file: string; version: string; bytes: number; sha1: string};
  loadAverage: {start: number[]; end: number[]};
  results: Record<'registry' | 'first' | 'memory' | 'texts' | 'throughput' | 'threshold', Line[]>;
};

const median = (values: Value[]): number | null => {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function hasJdk() {
  try {
    await run('javac', ['-version']);
    await run('java', ['-version']);
    return true;
  } catch {
    return false;
  }
}

const loadAverage = (): number[] => os.loadavg().map((value) => Math.round(value * 100) / 100);

/** Runs one JVM and returns the JSON lines it printed. */
async function jvm(classes: string, jar: string, jvmOptions: string[], harnessArgs: string[]): Promise<Line[]> {
  const started = Date.now();
  const {stdout} = await run(
    'java',
    [
      ...jvmOptions,
      '-Dfile.encoding=UTF-8',
      '-cp',
      [classes, jar].join(path.delimiter),
      'JTokkitBench',
      ...harnessArgs,
    ],
    {
      maxBuffer: 64 << 20,
      timeout: 30 * 60_000,
    },
  );
  const lines = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);
  process.stdout.write(
    `  ${harnessArgs
      .slice(0, 3)
      .map((a) => path.basename(a))
      .join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return lines;
}

/** The measurements, in the order they run in each repetition. */
type Job = {args: string[]; options?: string[]};

function plan(processors: number): Job[] {
  const threads = [...new Set([1, 2, processors])].join(',');
  const t = timing;
  const text = (key: keyof typeof FILES) => path.join(TEXTS, FILES[key]);
  const through = (
    encoding: string,
    key: keyof typeof FILES,
    pieces: string,
    methods: string,
    threadList: string,
  ): Job => ({
    args: ['throughput', encoding, text(key), pieces, methods, threadList, t.warmUp, t.run, t.runs].map(String),
  });
  const jobs: Job[] = [
    {args: ['registry', 'default']},
    {args: ['registry', 'lazy']},
    ...ENCODINGS.map((encoding) => ({args: ['first', encoding, text('en')]})),
    // A full, compacting System.gc() makes "used heap" count live objects only.
    ...[...ENCODINGS, 'default'].map((what) => ({options: ['-XX:+UseSerialGC'], args: ['memory', what]})),
    through('o200k_base', 'en', '2000', 'countTokens,encode,encodeOrdinary', threads),
    through('cl100k_base', 'en', '2000', 'countTokens,encode,encodeOrdinary', threads),
    through('o200k_base', 'de', '2000', 'countTokens,encode', '1'),
    through('cl100k_base', 'de', '2000', 'countTokens,encode', '1'),
    through('o200k_base', 'ja', '2000', 'countTokens,encode', '1'),
    through('cl100k_base', 'ja', '2000', 'countTokens,encode', '1'),
    through('p50k_base', 'en', '2000', 'countTokens', '1'),
    through('r50k_base', 'en', '2000', 'countTokens', '1'),
    through('o200k_base', 'en', '100,1000,10000,100000', 'countTokens', '1'),
    {
      args: [
        'threshold',
        'o200k_base',
        '100,300,1000,3000,10000',
        'default,2147483647,0',
        String(quick ? 200 : 500),
        String(t.runs),
      ],
    },
  ];
  return quick
    ? jobs.filter((job) => !['p50k_base', 'r50k_base'].includes(job.args[1] ?? '') || job.args[0] !== 'throughput')
    : jobs;
}

/** Groups lines by the fields that name a measurement and takes the median of every number. */
function summarize(lines: Line[], keyFields: string[]): Line[] {
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const key = JSON.stringify(keyFields.map((field) => line[field]));
    const group = groups.get(key) ?? [];
    group.push(line);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const out: Line = {};
    for (const field of keyFields) out[field] = first[field] ?? null;
    for (const field of Object.keys(first)) {
      if (keyFields.includes(field) || field === 'run' || field === 'mode' || typeof first[field] !== 'number')
        continue;
      out[field] = median(group.map((line) => line[field] ?? null));
    }
    // The spread the report shows: of the retained heap, which varies from JVM to JVM.
    if ('retainedMB' in first) {
      const values = group.map((line) => Number(line.retainedMB));
      out.retainedMBMin = Math.min(...values);
      out.retainedMBMax = Math.max(...values);
    }
    return out;
  });
}

const fmt = (value: Value | undefined, digits = 1) =>
  value === null || value === undefined
    ? 'n/a'
    : Number(value).toLocaleString('en-US', {minimumFractionDigits: digits, maximumFractionDigits: digits});
const int = (value: Value | undefined) => fmt(value, 0);
const mtok = (value: Value | undefined) => fmt(Number(value) / 1e6, 2);
/** KB a call allocated; n/a where the JVM cannot count a thread's allocations. */
const allocatedKB = (r: Line) => (n(r.allocatedBytesPerCall) < 0 ? 'n/a' : fmt(n(r.allocatedBytesPerCall) / 1024));

function markdown(report: Report): string {
  const {machine, jar, results} = report;
  const out: string[] = [];
  const table = (head: string[], rows: (Value | undefined)[][]) => {
    out.push(
      `| ${head.join(' | ')} |`,
      `|${head.map(() => '---').join('|')}|`,
      ...rows.map((row) => `| ${row.join(' | ')} |`),
      '',
    );
  };
  out.push(
    `# JTokkit ${report.jar.version} on this machine`,
    '',
    `Written by \`${report.command}\` (bench/jtokkit.ts) on ${report.date}. Medians of ${report.settings.reps} repetitions; throughput`,
    `figures are medians over ${report.settings.runs} timed runs of ${report.settings.runMs} ms per repetition, after a warm-up in which each method ran for ${report.settings.warmUpMs} ms of CPU time.`,
    '',
    `- Machine: ${machine.cpuModel}, ${machine.processors} processors (\`availableProcessors\` ${machine.availableProcessors}), ${machine.memoryGB} GB RAM, ${machine.os}`,
    `- JDK: ${machine.vmName} ${machine.javaVersion} (${machine.javaVendor}), default heap limit ${int(machine.maxHeapMB)} MB, collectors: ${machine.garbageCollectors}`,
    `- Jar: ${jar.file}, ${int(jar.bytes)} bytes, SHA-1 ${jar.sha1} (JTokkit ${jar.version})`,
    `- Load average (1, 5, 15 min) at the start: ${report.loadAverage.start.join(', ')}; at the end: ${report.loadAverage.end.join(', ')}. Other processes shared the machine: read CPU-time figures first; wall-clock figures include waiting for a processor (\`CPU share\` = CPU time / wall-clock time of the measuring threads).`,
    '',
    '## Creating a registry (fresh JVM each)',
    '',
  );
  table(
    ['registry', 'create (ms)', 'create, CPU (ms)', 'then getEncoding(O200K_BASE) (ms)', 'then first countTokens (ms)'],
    results.registry.map((r) => [r.kind, fmt(r.createMs), fmt(r.createCpuMs), fmt(r.getO200kMs), fmt(r.firstCountMs)]),
  );
  out.push('## First use of each encoding on a lazy registry (fresh JVM each)', '');
  table(
    [
      'encoding',
      'first getEncoding (ms)',
      'CPU (ms)',
      'second getEncoding (µs)',
      'first countTokens, ~1,000 chars (µs)',
      'the 1,002nd call (µs)',
    ],
    results.first.map((r) => [
      r.encoding,
      fmt(r.firstGetMs),
      fmt(r.firstGetCpuMs),
      fmt(r.secondGetUs),
      int(r.firstCountUs),
      fmt(r.countAfter1000Us),
    ]),
  );
  out.push(
    '## Heap per encoding (fresh JVM each, -XX:+UseSerialGC)',
    '',
    'Retained: used heap after full collections with the encoding held, minus the same before loading it. Allocated: bytes the loading thread allocated (HotSpot counter), most of it garbage after the load.',
    '',
  );
  table(
    ['loaded', 'retained (MB)', 'min–max (MB)', 'allocated while loading (MB)', 'load, CPU (ms)'],
    results.memory.map((r) => [
      r.what === 'default' ? 'default registry (all five)' : r.what,
      fmt(r.retainedMB),
      `${fmt(r.retainedMBMin)}–${fmt(r.retainedMBMax)}`,
      fmt(r.allocatedMB),
      int(r.loadCpuMs),
    ]),
  );
  out.push('## Texts', '');
  table(
    ['text', 'encoding', 'characters', 'UTF-8 bytes', 'tokens', 'bytes per token', 'characters per token'],
    results.texts.map((r) => [
      r.file,
      r.encoding,
      int(r.chars),
      int(r.bytes),
      int(r.tokens),
      fmt(n(r.bytes) / n(r.tokens), 2),
      fmt(n(r.chars) / n(r.tokens), 2),
    ]),
  );
  const tp = results.throughput;
  out.push('## Throughput, one thread, pieces of about 2,000 characters', '');
  table(
    [
      'text',
      'encoding',
      'method',
      'M tokens per CPU second',
      'MB per CPU second',
      'CPU µs per call',
      'M tokens/s (wall)',
      'µs per call (wall)',
      'KB allocated per call',
      'CPU share',
    ],
    tp
      .filter((r) => r.threads === 1 && r.pieceChars === 2000)
      .map((r) => [
        r.file,
        r.encoding,
        r.method,
        mtok(r.tokensPerCpuSecond),
        fmt(r.megabytesPerCpuSecond),
        int(r.cpuMicrosecondsPerCall),
        mtok(r.tokensPerSecond),
        int(r.microsecondsPerCall),
        allocatedKB(r),
        fmt(r.cpuShare, 2),
      ]),
  );
  out.push('## Threads sharing one Encoding (English, pieces of about 2,000 characters)', '');
  table(
    [
      'encoding',
      'method',
      'threads',
      'M tokens/s (wall, all threads)',
      'MB/s (wall)',
      'M tokens per CPU second',
      'CPU share',
    ],
    tp
      .filter(
        (r) =>
          r.file === FILES.en && r.pieceChars === 2000 && ['o200k_base', 'cl100k_base'].includes(String(r.encoding)),
      )
      .map((r) => [
        r.encoding,
        r.method,
        r.threads,
        mtok(r.tokensPerSecond),
        fmt(r.megabytesPerSecond),
        mtok(r.tokensPerCpuSecond),
        fmt(r.cpuShare, 2),
      ]),
  );
  out.push('## Cost of one countTokens call by size (o200k_base, English, one thread)', '');
  table(
    [
      'piece size (characters)',
      'CPU µs per call',
      'µs per call (wall)',
      'M tokens per CPU second',
      'KB allocated per call',
    ],
    tp
      .filter(
        (r) => r.file === FILES.en && r.encoding === 'o200k_base' && r.method === 'countTokens' && r.threads === 1,
      )
      .sort((a, b) => n(a.pieceChars) - n(b.pieceChars))
      .map((r) => [
        `~${int(r.pieceChars)}`,
        fmt(r.cpuMicrosecondsPerCall),
        fmt(r.microsecondsPerCall),
        mtok(r.tokensPerCpuSecond),
        allocatedKB(r),
      ]),
  );
  out.push(
    '## VERY_LARGE_TOKENIZER_BYTE_THRESHOLD (o200k_base, one piece of random letters a–z)',
    '',
    'CPU µs per countTokens call. `default` is 500 bytes; `2147483647` always uses the algorithm for short pieces; `0` always the one for long pieces. All three give the same count.',
    '',
  );
  const sizes = [...new Set(results.threshold.map((r) => n(r.pieceBytes)))].sort((a, b) => a - b);
  const values = [...new Set(results.threshold.map((r) => r.threshold))];
  table(
    ['piece (bytes)', 'tokens', ...values.map((v) => `threshold ${v}`)],
    sizes.map((size) => {
      const rows = results.threshold.filter((r) => n(r.pieceBytes) === size);
      return [
        int(size),
        int(rows[0]?.tokens),
        ...values.map((v) => fmt(rows.find((r) => r.threshold === v)?.cpuMicrosecondsPerCall)),
      ];
    }),
  );
  return out.join('\n');
}

async function main() {
  const jar = findJar();
  if (jar === null) {
    console.log(
      `jtokkit bench: skipped, no JTokkit ${JTOKKIT.version} jar (set JTOKKIT_JAR or install com.knuddels:jtokkit:${JTOKKIT.version} in ~/.m2)`,
    );
    return SKIPPED;
  }
  if (!(await hasJdk())) {
    console.log('jtokkit bench: skipped, no JDK (javac and java must be on the PATH)');
    return SKIPPED;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jtokkit-bench-'));
  try {
    const classes = path.join(work, 'classes');
    await run('javac', [
      '--release',
      '8',
      '-Xlint:-options',
      '-encoding',
      'UTF-8',
      '-cp',
      jar,
      '-d',
      classes,
      path.join(root, 'bench', 'jtokkit', 'JTokkitBench.java'),
    ]);
    const loadStart = loadAverage();
    const [info = {}] = await jvm(classes, jar, [], ['info']);
    if (!info.o200kBasePresent)
      throw new Error(`${jar} has no o200k_base: it is older than JTokkit 1.1.0, which added it`);
    const jobs = plan(n(info.availableProcessors));
    console.log(
      `jtokkit bench: ${jar}, ${REPS} repetition(s) of ${jobs.length} JVMs; load average ${loadStart.join(', ')}`,
    );
    const lines: Line[] = [];
    for (let rep = 1; rep <= REPS; rep++) {
      console.log(`repetition ${rep} of ${REPS}`);
      for (const job of jobs) {
        lines.push(...(await jvm(classes, jar, job.options ?? [], job.args)));
      }
    }
    const of = (mode: string) => lines.filter((line) => line.mode === mode);
    const jarBytes = fs.readFileSync(jar);
    const report: Report = {
      date: new Date().toISOString(),
      command: quick ? 'npm run bench:java -- --quick' : `npm run bench:java${REPS === 3 ? '' : ` -- --reps ${REPS}`}`,
      settings: {
        reps: REPS,
        warmUpMs: timing.warmUp,
        runMs: timing.run,
        runs: timing.runs,
      },
      machine: {
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        processors: os.cpus().length,
        memoryGB: Math.round(os.totalmem() / 2 ** 30),
        os: `${os.type()} ${os.release()} ${os.arch()}`,
        ...Object.fromEntries(Object.entries(info).filter(([key]) => !['mode', 'o200kBasePresent'].includes(key))),
      },
      jar: {
        file: path.basename(jar),
        version: JTOKKIT.version,
        bytes: jarBytes.length,
        sha1: crypto.createHash('sha1').update(jarBytes).digest('hex'),
      },
      loadAverage: {start: loadStart, end: loadAverage()},
      results: {
        registry: summarize(of('registry'), ['kind']),
        first: summarize(of('first'), ['encoding']),
        memory: summarize(of('memory'), ['what']),
        // The same text in the same encoding, whatever the piece size: one row.
        texts: summarize(of('text'), ['file', 'encoding']),
        throughput: summarize(of('throughput'), ['file', 'encoding', 'pieceChars', 'method', 'threads']),
        threshold: summarize(of('threshold'), ['encoding', 'threshold', 'pieceBytes']),
      },
    };
    fs.mkdirSync(path.dirname(out), {recursive: true});
    fs.writeFileSync(out, `${markdown(report)}\n`);
    console.log(`jtokkit bench: wrote ${path.relative(root, out)}`);
    return 0;
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`jtokkit bench: ${error.stack || error}`);
    process.exit(1);
  },
);
