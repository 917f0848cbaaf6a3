#!/usr/bin/env node
// Compiles every ```java block under docs/ against a JTokkit 1.1.0 jar, runs the ones that can
// run, and checks what they produce against what the page says. Without a jar (or a JDK) it says
// so and exits with 77, which scripts/test-all.mjs counts as skipped, not passed.
//
// The block conventions (compilation units, snippets and their prelude, result comments, Output
// blocks) are described at the top of scripts/java-blocks.ts. On top of them, this script:
// - compiles each block exactly as shown, with `javac --release 8` (JTokkit supports Java 8);
// - runs each snippet, and each compilation unit with a `main`, with a copy of every result
//   comment's statement that reports its value, and fails when a value differs from the comment,
//   or when a result comment is never reached. The blocks run one after the other in one JVM for
//   the whole check (scripts/java/JavaExamplesServer.java, which also runs javac), each in a class
//   loader of its own (fresh static state) with its own standard output and error, as separate
//   programs would; a block with JVM options of its own gets a JVM of its own;
// - compares the standard output of a run with the page's Output block, line by line;
// - runs programs in a temporary directory that holds `cl100k_base.tiktoken`, copied out of the
//   jar, so that the `.tiktoken` loader on the Extending page reads a real vocabulary;
// - checks the table of models on the Usage page against `ModelType.values()`.
// Everything happens in a temporary directory; nothing is written into the repository.
//
// Jar: $JTOKKIT_JAR, else ~/.m2/repository/com/knuddels/jtokkit/1.1.0/jtokkit-1.1.0.jar. A block
// marked compile="0.6.1" (code for another JTokkit version) is checked against that version's jar,
// $JTOKKIT_JAR_0_6_1, else ~/.m2, with the page's other blocks for that version, and reported as
// skipped (never passed) when there is none.
import {execFile, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {
  docFiles,
  FAST_JVM,
  findJar,
  jarVariable,
  javaBlocks,
  modelTable,
  resultStatements,
  type JavaBlock,
  type ResultStatement,
} from './java-blocks';
import {JTOKKIT} from '../src/lib/site';

const run = promisify(execFile);
const VERSION = JTOKKIT.version;
const MARK = '@@DOCCHECK';
const SKIPPED = 77;

type Outcome = {compiled: boolean; ran: boolean; errors: string[]};
type Report = {kind: string; text: string};
/** What execFile's promise rejects with: the error, with the process's output. */
type ExecError = Error & {stderr?: string};
const execError = (error: unknown): ExecError => (error instanceof Error ? error : new Error(String(error)));

/** A JDK 9 or later: javac, and a java with the compiler module, which the check's JVM runs in-process. */
async function hasJdk() {
  try {
    await run('javac', ['-version']);
    await run('java', ['--describe-module', 'jdk.compiler']);
    return true;
  } catch {
    return false;
  }
}

const SNIPPET_IMPORTS = [
  'import com.knuddels.jtokkit.*;',
  'import com.knuddels.jtokkit.api.*;',
  'import java.util.*;',
  'import java.nio.charset.StandardCharsets;',
].join('\n');

// Reports values on stderr, one line each, so that stdout stays what the page shows.
const DOC_CHECK = `
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

final class DocCheck {
    private DocCheck() {
    }

    static <T> T value(String id, T value) {
        String kind = value instanceof String ? "string" : "value";
        String text;
        if (value instanceof byte[]) {
            text = Arrays.toString((byte[]) value);
        } else if (value instanceof int[]) {
            text = Arrays.toString((int[]) value);
        } else {
            text = String.valueOf(value);
        }
        report(id, kind, text);
        return value;
    }

    static void threw(String id, Throwable e) {
        report(id, "threw", e.getClass().getSimpleName());
    }

    static void noThrow(String id) {
        report(id, "threw", "nothing");
    }

    private static void report(String id, String kind, String text) {
        String encoded = Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
        System.err.println("${MARK}\\t" + id + "\\t" + kind + "\\t" + encoded);
    }
}
`;

const RUNNER_MARK = '@@BLOCKRUN';
const DONE_MARK = '@@DONE';
const SERVER_SOURCE = path.join('scripts', 'java', 'JavaExamplesServer.java');

type ServerAnswer = {status: number; text: string; lines: string[]; stopped: string | null};

/**
 * The check's one JVM (scripts/java/JavaExamplesServer.java), which compiles and runs the blocks of
 * every page, one request at a time. When a block ends it (System.exit) or a request runs out of
 * time, the request is answered with why, and the next request starts a new JVM.
 */
class JavaServer {
  private child: ChildProcess | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly classes: string,
    private readonly cwd: string,
  ) {}

  /** Sends one request (its fields are Base64-encoded here) and resolves with the answer. */
  request(fields: string[], timeout: number): Promise<ServerAnswer> {
    const answer = this.queue.then(() => this.send(fields, timeout));
    this.queue = answer.catch(() => undefined);
    return answer;
  }

  /** Ends the JVM after the last request. */
  close(): void {
    if (this.child) this.retire(this.child);
  }

  /** Ends a JVM that must not answer again (it timed out, or a block left threads in it): the next request starts a new one. */
  private retire(child: ChildProcess): void {
    child.kill('SIGKILL');
    if (this.child === child) this.child = null;
  }

  private start(): ChildProcess {
    const child = spawn(
      'java',
      ['-XX:+UseSerialGC', '-Dfile.encoding=UTF-8', '-cp', this.classes, 'JavaExamplesServer'],
      {
        cwd: this.cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    child.stdout!.setEncoding('utf8');
    child.stderr!.setEncoding('utf8');
    // A JVM that cannot start, or ends while a request is written, is reported by the request's 'close' handler.
    child.on('error', () => undefined);
    child.stdin!.on('error', () => undefined);
    // A JVM that ends between requests (a thread a block left behind called System.exit) is replaced by the next one.
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    return child;
  }

  private send(fields: string[], timeout: number): Promise<ServerAnswer> {
    const child = (this.child ??= this.start());
    return new Promise((resolve) => {
      const lines: string[] = [];
      let pending = '';
      let stderr = '';
      const finish = (answer: ServerAnswer) => {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onError);
        child.off('close', onClose);
        if (answer.stopped !== null) this.retire(child);
        resolve(answer);
      };
      const onData = (chunk: string) => {
        pending += chunk;
        let newline;
        while ((newline = pending.indexOf('\n')) !== -1) {
          const line = pending.slice(0, newline);
          pending = pending.slice(newline + 1);
          const [mark, status = '', text = ''] = line.split('\t');
          if (mark !== DONE_MARK) {
            lines.push(line);
            continue;
          }
          const said = Buffer.from(text, 'base64').toString('utf8');
          // A run that left threads behind (named in its answer): the next request gets a new JVM.
          if (fields[0] === 'run' && said) this.retire(child);
          finish({status: Number(status), text: said, lines, stopped: null});
          return;
        }
      };
      const onError = (chunk: string) => (stderr += chunk);
      const onClose = (code: number | null, signal: string | null) =>
        finish({status: -1, text: '', lines, stopped: `the JVM ended (exit code ${code ?? signal}) ${stderr}`.trim()});
      const timer = setTimeout(
        () =>
          finish({status: -1, text: '', lines, stopped: `no answer after ${timeout / 1000} s: the JVM was stopped`}),
        timeout,
      );
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onError);
      child.on('close', onClose);
      child.stdin!.write(`${fields.map((field) => Buffer.from(field, 'utf8').toString('base64')).join('\t')}\n`);
    });
  }
}

/** Compiles the check's JVM and returns it, not started yet (the first request starts it). */
async function javaServer(workDir: string): Promise<JavaServer> {
  const classes = path.join(workDir, 'server');
  fs.mkdirSync(classes, {recursive: true});
  await run('javac', [...FAST_JVM.map((flag) => `-J${flag}`), '-encoding', 'UTF-8', '-d', classes, SERVER_SOURCE]);
  return new JavaServer(classes, workDir);
}

/** The block's source with each result statement wrapped so that it reports its value. */
function instrument(block: JavaBlock, statements: ResultStatement[], prefix: string): string {
  const lines = block.code.split('\n');
  for (const [index, {line, statement, indent, result}] of statements.entries()) {
    const id = `${prefix}r${index}`;
    const body = statement.slice(0, -1); // without the semicolon
    let replaced;
    const println = /^System\.out\.println\((.*)\)$/s.exec(body);
    const declaration = /^((?:final\s+)?[\w.]+(?:<[\w<>, ?.]*>)?(?:\[\])*)\s+(\w+)\s*=\s*(.+)$/s.exec(body);
    if (result.kind === 'throws') {
      replaced = `try { ${statement} DocCheck.noThrow("${id}"); } catch (RuntimeException e) { DocCheck.threw("${id}", e); }`;
    } else if (println) {
      replaced = `System.out.println(DocCheck.value("${id}", ${println[1]}));`;
    } else if (declaration) {
      replaced = `${declaration[1]} ${declaration[2]} = DocCheck.value("${id}", ${declaration[3]});`;
    } else {
      replaced = `DocCheck.value("${id}", ${body});`;
    }
    lines[line] = indent + replaced;
  }
  return lines.join('\n');
}

function snippetSource(code: string, className: string): string {
  const declares = (type: string, name: string) => new RegExp(`\\b${type}\\s+${name}\\s*=`).test(code);
  const prelude: string[] = [];
  if (!declares('EncodingRegistry', 'registry'))
    prelude.push('EncodingRegistry registry = Encodings.newLazyEncodingRegistry();');
  if (!declares('Encoding', 'enc')) prelude.push('Encoding enc = registry.getEncoding(EncodingType.CL100K_BASE);');
  return `${SNIPPET_IMPORTS}\n\npublic class ${className} {\n    public static void main(String[] args) throws Exception {\n${prelude.join('\n')}\n${code}\n    }\n}\n`;
}

/**
 * Writes the sources and compiles them with `javac --release 8` in the check's JVM; returns the class
 * directory. Throws with javac's complaints (`stderr`) when they do not compile.
 */
async function compile(server: JavaServer, dir: string, sources: Record<string, string>, jar: string): Promise<string> {
  const srcDir = path.join(dir, 'src');
  const classes = path.join(dir, 'classes');
  fs.mkdirSync(srcDir, {recursive: true});
  fs.mkdirSync(classes, {recursive: true});
  const files = Object.entries(sources).map(([name, code]) => {
    const file = path.join(srcDir, `${name}.java`);
    fs.writeFileSync(file, code);
    return file;
  });
  const args = ['--release', '8', '-Xlint:-options', '-encoding', 'UTF-8', '-cp', jar, '-d', classes, ...files];
  const {status, text, stopped} = await server.request(['compile', ...args], 120_000);
  if (status !== 0) {
    throw Object.assign(new Error(`javac ${args.join(' ')} failed:\n${stopped ?? text}`), {stderr: stopped ?? text});
  }
  return classes;
}

function reports(stderr: string): Map<string, Report[]> {
  const values = new Map<string, Report[]>();
  for (const line of stderr.split('\n')) {
    if (!line.startsWith(MARK)) continue;
    const [, id = '', kind = '', encoded] = line.split('\t');
    const text = Buffer.from(encoded ?? '', 'base64').toString('utf8');
    const list = values.get(id) ?? [];
    list.push({kind, text});
    values.set(id, list);
  }
  return values;
}

function compareResult(statement: ResultStatement, seen: Report[] | undefined): string | null {
  const {result, docLine} = statement;
  const where = `line ${docLine}`;
  if (!seen || seen.length === 0) return `${where}: the statement with "// ${result.text}" never ran`;
  for (const {kind, text} of seen) {
    if (result.kind === 'throws') {
      if (kind !== 'threw' || text !== result.value)
        return `${where}: expected it to throw ${result.value}, it threw ${text}`;
    } else if (result.kind === 'string') {
      if (kind !== 'string') return `${where}: expected a String, got ${text}`;
      if (text !== result.value)
        return `${where}: expected ${JSON.stringify(result.value)}, got ${JSON.stringify(text)}`;
    } else if (kind === 'threw') {
      return `${where}: expected ${result.text}, it threw ${text}`;
    } else if (text.replace(/\s+/g, ' ') !== result.text) {
      return `${where}: expected ${result.text}, got ${text}`;
    }
  }
  return null;
}

function compareOutput(expected: string, actual: string): string | null {
  const lines = (text: string) =>
    text
      .replace(/\r/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trimEnd();
  if (lines(expected) === lines(actual)) return null;
  return `its output differs from the Output block:\n--- expected\n${lines(expected)}\n--- actual\n${lines(actual)}`;
}

/** The source of a block as shown: a compilation unit as it is, a snippet wrapped into a class. */
function shownSource(block: JavaBlock, className: string): string {
  return block.unit ? block.code : snippetSource(block.code, className);
}

/** javac's complaints, grouped by the class whose file they are about. */
function errorsByClass(stderr: string): Map<string, string> {
  const byClass = new Map<string, string>();
  let current: string | null = null;
  for (const line of stderr.split('\n')) {
    const match = /[\\/]src[\\/](\w+)\.java:\d+: error/.exec(line);
    if (match) current = match[1] ?? null;
    if (current !== null) byClass.set(current, `${byClass.get(current) ?? ''}${line}\n`);
  }
  return byClass;
}

/**
 * Checks the blocks of one page. All blocks of a page are compiled in one javac run, as shown
 * and once more with their result statements instrumented; then the runnable blocks run (runBlocks).
 */
async function checkPage(
  file: string,
  blocks: JavaBlock[],
  jar: string,
  workDir: string,
  server: JavaServer,
  pageIndex: number | string,
): Promise<Outcome[]> {
  const dir = fs.mkdtempSync(path.join(workDir, `page${pageIndex}-`));
  const names = blocks.map((block, index) =>
    block.unit && block.className ? block.className : `Snippet${pageIndex}x${index}`,
  );
  const outcomes: Outcome[] = blocks.map(() => ({compiled: false, ran: false, errors: []}));
  const seen = new Set<string>();
  names.forEach((name, index) => {
    if (seen.has(name)) throw new Error(`${blocks[index]!.id}: a second ${name} on the same page`);
    seen.add(name);
  });

  const shown: Record<string, string> = Object.fromEntries(
    blocks.map((block, index) => [names[index]!, shownSource(block, names[index]!)]),
  );
  try {
    await compile(server, path.join(dir, 'as-shown'), shown, jar);
    outcomes.forEach((outcome) => (outcome.compiled = true));
  } catch (thrown) {
    // Find out which blocks are at fault: each one with the compilation units above it.
    const error = execError(thrown);
    const complaints = errorsByClass(String(error.stderr ?? error.message));
    await pool(blocks, 2, async (block, index) => {
      const name = names[index]!;
      const sources: Record<string, string> = {};
      blocks.slice(0, index).forEach((earlier, i) => {
        if (earlier.unit) sources[names[i]!] = earlier.code;
      });
      sources[name] = shown[name]!;
      try {
        await compile(server, path.join(dir, `alone${index}`), sources, jar);
        outcomes[index]!.compiled = true;
      } catch (thrownAlone) {
        const alone = execError(thrownAlone);
        outcomes[index]!.errors.push(`does not compile:\n${complaints.get(name) ?? alone.stderr ?? alone.message}`);
      }
    });
    return outcomes;
  }

  const statements = blocks.map((block) => resultStatements(block));
  const checked: Record<string, string> = {DocCheck: DOC_CHECK};
  blocks.forEach((block, index) => {
    const name = names[index]!;
    const source = instrument(block, statements[index]!, `b${index}`);
    checked[name] = block.unit ? source : snippetSource(source, name);
  });
  let classes: string;
  try {
    classes = await compile(server, path.join(dir, 'checked'), checked, jar);
  } catch (thrown) {
    const error = execError(thrown);
    outcomes.forEach((outcome) =>
      outcome.errors.push(
        `the page does not compile once its result comments are instrumented:\n${error.stderr || error.message}`,
      ),
    );
    return outcomes;
  }

  const runs = await runBlocks(blocks, names, classes, jar, workDir, server);
  blocks.forEach((block, index) => {
    const outcome = outcomes[index]!;
    const blockStatements = statements[index]!;
    const result = runs.get(index);
    if (!result) {
      if (blockStatements.length) outcome.errors.push('has result comments but no main method to run them');
      if (block.output !== null) outcome.errors.push('has an Output block but no main method');
      return;
    }
    if (result.failure !== null) {
      outcome.errors.push(`failed when run:\n${result.failure}`);
      return;
    }
    outcome.ran = true;
    const values = reports(result.stderr);
    blockStatements.forEach((statement, i) => {
      const problem = compareResult(statement, values.get(`b${index}r${i}`));
      if (problem) outcome.errors.push(problem);
    });
    if (block.output !== null) {
      const problem = compareOutput(block.output, result.stdout);
      if (problem) outcome.errors.push(problem);
    }
  });
  return outcomes;
}

type BlockRun = {stdout: string; stderr: string; failure: string | null};

/**
 * Runs the runnable blocks of a page (snippets, and compilation units with a main): those with
 * JVM options of their own each in a JVM of its own, the others one after the other in the check's
 * JVM (JavaServer). Returns each run by block index.
 */
async function runBlocks(
  blocks: JavaBlock[],
  names: string[],
  classes: string,
  jar: string,
  workDir: string,
  server: JavaServer,
): Promise<Map<number, BlockRun>> {
  const runs = new Map<number, BlockRun>();
  const runnable = blocks.flatMap((block, index) => (!block.unit || block.hasMain ? [index] : []));
  const java = (args: string[], timeout: number) =>
    run('java', [...args], {cwd: workDir, timeout, maxBuffer: 64 << 20});
  const failed = (thrown: unknown) => {
    const error = execError(thrown);
    return error.stderr || error.message;
  };
  const shared = runnable.filter((index) => !blocks[index]!.jvmArgs?.length);
  const own = runnable.filter((index) => blocks[index]!.jvmArgs?.length);
  await Promise.all([
    (async () => {
      if (!shared.length) return;
      const answer = await server.request(
        ['run', classes, jar, ...shared.map((index) => names[index]!)],
        60_000 + shared.length * 30_000,
      );
      const byName = new Map<string, BlockRun>();
      for (const line of answer.lines) {
        const [mark, name = '', status, out = '', err = ''] = line.split('\t');
        if (mark !== RUNNER_MARK) continue;
        const decode = (text: string) => Buffer.from(text, 'base64').toString('utf8');
        const stderr = decode(err);
        byName.set(name, {stdout: decode(out), stderr, failure: status === 'ok' ? null : stderr});
      }
      for (const index of shared) {
        runs.set(
          index,
          byName.get(names[index]!) ?? {
            stdout: '',
            stderr: '',
            failure: `the JVM stopped before this block ran (System.exit in a block above?):\n${answer.stopped ?? ''}`,
          },
        );
      }
    })(),
    pool(own, 2, async (index) => {
      try {
        const {stdout, stderr} = await java(
          [
            ...FAST_JVM,
            ...(blocks[index]!.jvmArgs ?? []),
            '-Dfile.encoding=UTF-8',
            '-cp',
            [classes, jar].join(path.delimiter),
            names[index]!,
          ],
          120_000,
        );
        runs.set(index, {stdout, stderr, failure: null});
      } catch (thrown) {
        runs.set(index, {stdout: '', stderr: '', failure: failed(thrown)});
      }
    }),
  ]);
  return runs;
}

/** Compiles a small program of the check's own against the jar and runs it; returns what it prints. */
async function runProgram(
  server: JavaServer,
  jar: string,
  workDir: string,
  name: string,
  source: string,
  args: string[],
) {
  const classes = await compile(server, path.join(workDir, name), {[name]: source}, jar);
  const {stdout} = await run('java', ['-cp', [classes, jar].join(path.delimiter), name, ...args]);
  return stdout;
}

async function checkModelTable(server: JavaServer, jar: string, workDir: string): Promise<string[]> {
  const source = `import com.knuddels.jtokkit.api.ModelType;
public class ModelTable {
    public static void main(String[] args) {
        for (ModelType m : ModelType.values()) {
            System.out.println(m.name() + "|" + m.getName() + "|" + m.getEncodingType().getName() + "|" + m.getMaxContextLength());
        }
    }
}
`;
  const stdout = await runProgram(server, jar, workDir, 'ModelTable', source, []);
  const actual = stdout.trim().split('\n').sort();
  const documented = modelTable(path.join('docs', 'getting-started', 'usage.md'))
    .map((row) => `${row.constant}|${row.name}|${row.encoding}|${row.maxContextLength}`)
    .sort();
  const missing = actual.filter((row) => !documented.includes(row));
  const extra = documented.filter((row) => !actual.includes(row));
  if (missing.length || extra.length) {
    return [
      `the model table on the usage page differs from ModelType.values():\n  missing: ${missing.join(', ') || 'none'}\n  wrong or unknown: ${extra.join(', ') || 'none'}`,
    ];
  }
  return [];
}

async function extractVocabulary(server: JavaServer, jar: string, workDir: string): Promise<void> {
  const source = `import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
public class Extract {
    public static void main(String[] args) throws Exception {
        try (InputStream in = Extract.class.getResourceAsStream(args[0])) {
            if (in == null) throw new IllegalStateException("not in the jar: " + args[0]);
            Files.copy(in, Paths.get(args[1]), StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
`;
  const vocabulary = ['/com/knuddels/jtokkit/cl100k_base.tiktoken', path.join(workDir, 'cl100k_base.tiktoken')];
  await runProgram(server, jar, workDir, 'Extract', source, vocabulary);
}

/** The doc pages that differ from the last commit in the working tree, new ones included (paths as docFiles gives them). */
function changedDocs(): string[] {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'docs'], {encoding: 'utf8'});
  return (status.stdout ?? '')
    .split('\n')
    .map((line) => line.slice(3).trim())
    .filter((file) => /\.mdx?$/.test(file));
}

/** Runs worker over items, at most limit at a time. */
async function pool<T, R>(items: T[], limit: number, worker: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({length: Math.min(limit, items.length)}, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}

async function main() {
  const jar = findJar();
  const blockCount = docFiles('docs').reduce((sum, file) => sum + javaBlocks(file).length, 0);
  const skip = (why: string) => {
    console.log(`java examples: skipped, ${why}`);
    console.log(`java examples: 0 passed, 0 failed, ${blockCount} skipped`);
    return SKIPPED;
  };
  if (jar === null)
    return skip(`no JTokkit ${VERSION} jar (set JTOKKIT_JAR or install com.knuddels:jtokkit:${VERSION} in ~/.m2)`);
  if (!(await hasJdk())) return skip('no JDK 9 or later (javac, and a java with the jdk.compiler module, on the PATH)');
  console.log(`java examples: using ${jar}`);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtokkit-java-examples-'));
  let server: JavaServer | null = null;
  try {
    const checker = await javaServer(workDir);
    server = checker;
    await extractVocabulary(checker, jar, workDir);
    const changedOnly = process.argv.includes('--changed');
    const changed = changedOnly ? changedDocs() : null;
    const pages = docFiles('docs')
      .map((file) => ({file, blocks: javaBlocks(file)}))
      .filter((page) => page.blocks.length > 0)
      .filter((page) => changed === null || changed.length === 0 || changed.includes(page.file));
    if (changed !== null)
      console.log(
        changed.length
          ? `java examples: the pages changed in the working tree (${pages.length} with Java blocks)`
          : 'java examples: no page changed in the working tree, so every page',
      );
    let compiled = 0;
    let ran = 0;
    let failed = 0;
    let skipped = 0;
    let total = 0;
    // Two pages at a time: the check's JVM answers one request at a time, but the blocks with JVM
    // options of their own run beside it, and Node prepares the next page meanwhile. Printed in page order.
    const reports = await pool(pages, 2, async ({file, blocks}, pageIndex) => {
      const lines: string[] = [];
      const tally = {compiled: 0, ran: 0, failed: 0, skipped: 0, total: 0};
      // Blocks written for another JTokkit version are compiled and run against that version.
      for (const version of new Set(blocks.map((block) => block.version ?? VERSION))) {
        const group = blocks.filter((block) => (block.version ?? VERSION) === version);
        const other = version === VERSION ? '' : `, JTokkit ${version}`;
        const groupJar = version === VERSION ? jar : findJar(version);
        if (groupJar === null) {
          for (const block of group) {
            tally.total += 1;
            tally.skipped += 1;
            lines.push(
              `skip ${block.id} (written for JTokkit ${version}; no ${version} jar: set ${jarVariable(version)} or install com.knuddels:jtokkit:${version} in ~/.m2)`,
            );
          }
          continue;
        }
        const dirName = version === VERSION ? pageIndex : `${pageIndex}v${version.replace(/\W/g, '')}`;
        const outcomes = await checkPage(file, group, groupJar, workDir, checker, dirName);
        group.forEach((block, index) => {
          const outcome = outcomes[index]!;
          tally.total += 1;
          if (outcome.compiled) tally.compiled += 1;
          if (outcome.ran) tally.ran += 1;
          const what = block.unit ? block.className : 'snippet';
          if (outcome.errors.length) {
            tally.failed += 1;
            lines.push(`FAIL ${block.id} (${what}${other})`);
            for (const error of outcome.errors) lines.push(`  ${error.replace(/\n/g, '\n  ')}`);
          } else {
            lines.push(`ok   ${block.id} (${what}${other}${outcome.ran ? ', ran' : ', compiled only'})`);
          }
        });
      }
      return {lines, tally};
    });
    for (const {lines, tally} of reports) {
      for (const line of lines) console.log(line);
      compiled += tally.compiled;
      ran += tally.ran;
      failed += tally.failed;
      skipped += tally.skipped;
      total += tally.total;
    }
    const tableErrors = await checkModelTable(checker, jar, workDir);
    for (const error of tableErrors) console.log(`FAIL ${error}`);
    if (!tableErrors.length) console.log('ok   model table on the usage page matches ModelType.values()');
    console.log(
      `java examples: ${compiled} compiled, ${ran} ran, ${failed + tableErrors.length} failed, ${skipped} skipped (of ${total} blocks)`,
    );
    console.log(
      `java examples: ${total - failed - skipped} passed, ${failed + tableErrors.length} failed, ${skipped} skipped`,
    );
    return failed + tableErrors.length ? 1 : 0;
  } finally {
    server?.close();
    fs.rmSync(workDir, {recursive: true, force: true});
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`java examples: ${error.stack || error}`);
    process.exit(1);
  },
);
