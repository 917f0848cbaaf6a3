#!/usr/bin/env node
// Compiles every ```java block under docs/ against a JTokkit 1.1.0 jar, runs the ones that can
// run, and checks what they produce against what the page says. Without a jar (or a JDK) it says
// so and exits with 77, which scripts/test-all.mjs counts as skipped, not passed.
//
// The block conventions (compilation units, snippets and their prelude, result comments, Output
// blocks) are described at the top of scripts/java-blocks.ts. On top of them, this script:
// - compiles the blocks of each page exactly as shown, with `javac --release 8` (JTokkit supports Java 8);
// - runs each snippet, and each compilation unit with a `main`, with a copy of every result
//   comment's statement that reports its value, and fails when a value differs from the comment,
//   or when a result comment is never reached. Javac and the blocks run in one JVM for the whole
//   check (scripts/java/JavaExamplesServer.java), each block in a class loader of its own (fresh
//   static state) with its own standard output and error, as separate programs would; blocks with
//   JVM options of their own run in a JVM started with those options;
// - compares the standard output of a run with the page's Output block, line by line;
// - runs programs in a temporary directory that holds `cl100k_base.tiktoken`, copied out of the
//   jar, so that the `.tiktoken` loader on the Extending page reads a real vocabulary;
// - checks the table of models on the Usage page against `ModelType.values()`.
// Everything happens in a temporary directory; nothing is written into the repository.
//
// - compiles each block marked signatures="<set>" (code that calls a framework, such as Spring AI)
//   after the page's other blocks, with their classes and the JTokkit jar, against the framework's
//   signature stubs in scripts/java/signatures/<set>/ and with the Java release the framework
//   targets; it is never run, and is reported as "compiled against the signatures of …, not run".
//   That proves the names, parameter types and return types it uses exist in that release, as far
//   as the stubs are true to it (scripts/check-signatures.ts compares them with the source); it
//   proves nothing about what the framework does when the code runs.
//
// Jar: $JTOKKIT_JAR, else ~/.m2/repository/com/knuddels/jtokkit/1.1.0/jtokkit-1.1.0.jar. A block
// marked compile="0.6.1" (code for another JTokkit version) is checked against that version's jar,
// $JTOKKIT_JAR_0_6_1, else ~/.m2, with the page's other blocks for that version, and reported as
// skipped (never passed) when there is none.
//
// - fails a block that is a copy of a file (file="…") and differs from it: the file is what is
//   compiled and run;
// - records which of JTokkit's types and members each name in each block refers to, as javac
//   attributes the block when it compiles it (the overload javac chose, not a guess from the name),
//   and fails when src/data/example-symbols.json, from which the site links the names to the API
//   reference, differs; `--write-symbols` writes it instead.
//
// --changed (npm run test:docs) checks only the pages changed in the working tree, or every page
// when none is.
import {spawn, spawnSync, type ChildProcessWithoutNullStreams} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  docFiles,
  findJar,
  jarVariable,
  javaBlocks,
  modelTable,
  resultStatements,
  type JavaBlock,
  type ResultStatement,
} from './java-blocks';
import {JTOKKIT} from '../src/lib/site/site';
import {codeKey} from '../src/components/ApiLinks/codeKey';
import type {ExampleSymbols} from './api-reference-pages';
import {signatureSets, stubFiles} from './signatures';

const VERSION = JTOKKIT.version;
const MARK = '@@DOCCHECK';
const SERVER_SOURCE = path.resolve('scripts', 'java', 'JavaExamplesServer.java');
const SYMBOLS_FILE = path.join('src', 'data', 'example-symbols.json');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtokkit-java-examples-'));

// Reports values on stderr, one line each, so that stdout stays what the page shows.
const DOC_CHECK = `
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

final class DocCheck {
    static <T> T value(String id, T value) {
        String text = value instanceof byte[] ? Arrays.toString((byte[]) value)
                : value instanceof int[] ? Arrays.toString((int[]) value) : String.valueOf(value);
        report(id, value instanceof String ? "string" : "value", text);
        return value;
    }

    static void threw(String id, Throwable e) {
        report(id, "threw", e == null ? "nothing" : e.getClass().getSimpleName());
    }

    private static void report(String id, String kind, String text) {
        String encoded = Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
        System.err.println("${MARK}\\t" + id + "\\t" + kind + "\\t" + encoded);
    }
}
`;

// Run before the pages: copies the vocabulary for the Extending page's loader into the working
// directory, and prints ModelType.values() for the check of the Usage page's table.
const SETUP = `
import com.knuddels.jtokkit.api.ModelType;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Paths;

public class Setup {
    public static void main(String[] args) throws Exception {
        try (InputStream in = ModelType.class.getResourceAsStream("/com/knuddels/jtokkit/cl100k_base.tiktoken")) {
            Files.copy(in, Paths.get("cl100k_base.tiktoken"));
        }
        for (ModelType m : ModelType.values()) {
            System.out.println(m.name() + "|" + m.getName() + "|" + m.getEncodingType().getName() + "|" + m.getMaxContextLength());
        }
    }
}
`;

type Answer = {status: number; out: string; err: string; left: string};
const decode = (text = '') => Buffer.from(text, 'base64').toString('utf8');

/**
 * A JVM that runs scripts/java/JavaExamplesServer.java. It takes one request at a time: the check
 * awaits each answer before it sends the next request. When a block ends the JVM (System.exit),
 * leaves threads running or runs out of time, the request is answered with why, and the next
 * request starts a new JVM.
 */
class JavaServer {
  private child: ChildProcessWithoutNullStreams | null = null;

  constructor(private readonly options: string[]) {}

  close(): void {
    this.child?.kill('SIGKILL');
  }

  private start(): ChildProcessWithoutNullStreams {
    const options = ['-XX:+UseSerialGC', '-Dfile.encoding=UTF-8', ...this.options];
    const child = spawn('java', [...options, SERVER_SOURCE], {cwd: workDir});
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    // A JVM that cannot start, or ends while a request is written, is reported by the request's 'close' handler.
    child.on('error', () => undefined);
    child.stdin.on('error', () => undefined);
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    return child;
  }

  request(fields: string[]): Promise<Answer> {
    const child = (this.child ??= this.start());
    return new Promise((resolve) => {
      let stdout = '';
      let stderr = '';
      const finish = (answer: Answer) => {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stderr.off('data', onError);
        child.off('close', onClose);
        // A JVM that failed, or that holds threads a block left running, answers no more requests.
        if (answer.status < 0 || answer.left) {
          child.kill('SIGKILL');
          if (this.child === child) this.child = null;
        }
        resolve(answer);
      };
      const stopped = (why: string) => finish({status: -1, out: '', err: why, left: ''});
      const onData = (chunk: string) => {
        stdout += chunk;
        const done = /^@@DONE\t(\d+)\t([^\t\n]*)\t([^\t\n]*)\t([^\t\n]*)\n/m.exec(stdout);
        if (done) finish({status: Number(done[1]), out: decode(done[2]), err: decode(done[3]), left: decode(done[4])});
      };
      const onError = (chunk: string) => (stderr += chunk);
      const onClose = (code: number | null, signal: string | null) =>
        stopped(`the JVM ended (exit code ${code ?? signal}) ${stderr}`.trim());
      const timer = setTimeout(() => stopped('no answer after 120 s: the JVM was stopped'), 120_000);
      child.stdout.on('data', onData);
      child.stderr.on('data', onError);
      child.on('close', onClose);
      child.stdin.write(`${fields.map((field) => Buffer.from(field, 'utf8').toString('base64')).join('\t')}\n`);
    });
  }
}

/** The check's JVMs, by their JVM options: the blocks without options of their own, and javac, share the first. */
const servers = new Map<string, JavaServer>();
function jvm(options: string[] = []): JavaServer {
  const key = options.join(' ');
  if (!servers.has(key)) servers.set(key, new JavaServer(options));
  return servers.get(key)!;
}

/**
 * Compiles the sources with `javac --release 8` (or the release given) against the jar and any other
 * class path entries: the class directory, and javac's complaints if they do not compile.
 */
async function compile(
  dir: string,
  sources: Record<string, string>,
  jar: string,
  classPath: string[] = [],
  release = 8,
) {
  const classes = path.join(dir, 'classes');
  fs.mkdirSync(classes, {recursive: true});
  const files = Object.entries(sources).map(([name, code]) => {
    // A name may be a path (a stub in the folder of its package), as javac wants a public class in its own file.
    const file = path.join(dir, `${name}.java`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, code);
    return file;
  });
  const cp = [jar, ...classPath].join(path.delimiter);
  const args = [
    '--release',
    String(release),
    '-Xlint:-options',
    '-encoding',
    'UTF-8',
    '-cp',
    cp,
    '-d',
    classes,
    ...files,
  ];
  const {status, out, err} = await jvm().request(['compile', ...args]);
  return {classes, args, failure: status === 0 ? null : out || err};
}

/** A block as a compilation unit: a snippet goes into the main method of a class, after the prelude. */
function unitSource(block: JavaBlock, className: string, code = block.code): string {
  const {before, after} = unitFrame(block, className, code);
  return before + code + after;
}

/** What a compilation unit has before and after the block's code. */
function unitFrame(block: JavaBlock, className: string, code: string): {before: string; after: string} {
  if (block.className) return {before: '', after: ''};
  const declares = (type: string, name: string) => new RegExp(`\\b${type}\\s+${name}\\s*=`).test(code);
  const prelude: string[] = [];
  if (!declares('EncodingRegistry', 'registry'))
    prelude.push('EncodingRegistry registry = Encodings.newLazyEncodingRegistry();');
  if (!declares('Encoding', 'enc')) prelude.push('Encoding enc = registry.getEncoding(EncodingType.CL100K_BASE);');
  const before = `import com.knuddels.jtokkit.*;
import com.knuddels.jtokkit.api.*;
import java.util.*;
import java.nio.charset.StandardCharsets;

public class ${className} {
    public static void main(String[] args) throws Exception {
${prelude.join('\n')}
`;
  return {before, after: '\n    }\n}\n'};
}

/** A name javac resolved in a block: [line, column, length, symbol], line and column from 0 in the block's code. */
type SymbolLink = [number, number, number, string];

/**
 * The names in each block that refer to JTokkit's API, from javac's attribution of the page's
 * compilation units (JavaExamplesServer's `symbols`): offsets in a unit, made lines and columns of the block.
 */
async function blockSymbols(blocks: JavaBlock[], names: string[], args: string[]): Promise<SymbolLink[][]> {
  const answer = await jvm().request(['symbols', ...args]);
  if (answer.status !== 0)
    throw new Error(`javac could not attribute the blocks of ${blocks[0]!.file}:\n${answer.err}`);
  const links: SymbolLink[][] = blocks.map(() => []);
  for (const line of answer.out.split('\n').filter(Boolean)) {
    const [file = '', start = '', end = '', symbol = ''] = line.split('\t');
    const index = names.indexOf(file.replace(/\.java$/, ''));
    const block = blocks[index];
    if (!block) continue;
    const offset = unitFrame(block, names[index]!, block.code).before.length;
    const from = Number(start) - offset;
    const to = Number(end) - offset;
    // The prelude's and the frame's names are not the block's.
    if (from < 0 || to > block.code.length) continue;
    const before = block.code.slice(0, from).split('\n');
    links[index]!.push([before.length - 1, before.at(-1)!.length, to - from, symbol]);
  }
  return links.map((found) => found.sort((a, b) => a[0] - b[0] || a[1] - b[1]));
}

/** The block's source with each result statement wrapped so that it reports its value. */
function instrument(block: JavaBlock, statements: ResultStatement[]): string {
  const lines = block.code.split('\n');
  for (const [index, {line, statement, indent, result}] of statements.entries()) {
    const id = `r${index}`;
    const body = statement.slice(0, -1); // without the semicolon
    let replaced;
    const println = /^System\.out\.println\((.*)\)$/s.exec(body);
    const declaration = /^((?:final\s+)?[\w.]+(?:<[\w<>, ?.]*>)?(?:\[\])*)\s+(\w+)\s*=\s*(.+)$/s.exec(body);
    if (result.kind === 'throws') {
      replaced = `try { ${statement} DocCheck.threw("${id}", null); } catch (RuntimeException e) { DocCheck.threw("${id}", e); }`;
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

/** What the result statements of a run reported on its standard error, by id. */
function reports(stderr: string): Map<string, {kind: string; text: string}[]> {
  const values = new Map<string, {kind: string; text: string}[]>();
  for (const line of stderr.split('\n')) {
    const [mark, id = '', kind = '', encoded] = line.split('\t');
    if (mark !== MARK) continue;
    values.set(id, [...(values.get(id) ?? []), {kind, text: decode(encoded)}]);
  }
  return values;
}

function compareResult({result, docLine}: ResultStatement, seen: {kind: string; text: string}[] = []) {
  const where = `line ${docLine}`;
  if (seen.length === 0) return `${where}: the statement with "// ${result.text}" never ran`;
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

function compareOutput(expected: string, actual: string) {
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

/**
 * Checks the blocks of one page that are written for one JTokkit version: compiles them in one
 * javac run as shown, and once more with their result statements instrumented; then runs each
 * runnable block and compares what it reports and prints with the page.
 */
async function checkPage(blocks: JavaBlock[], jar: string, dir: string) {
  const outcomes = blocks.map((block) => ({
    ran: false,
    // A copy of a file is checked as the file; the page must show the file as it is.
    errors: block.copyOf !== null && block.shown !== block.code ? [staleCopy(block.copyOf)] : [],
    links: [] as SymbolLink[],
  }));
  if (!blocks.length) return {outcomes, classes: null, compiled: true};
  const names = blocks.map((block, index) => block.className ?? `Snippet${index}`);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`${blocks[0]!.file}: two Java blocks declare ${twice}`);

  const shown = await compile(
    path.join(dir, 'shown'),
    Object.fromEntries(blocks.map((block, index) => [names[index]!, unitSource(block, names[index]!)])),
    jar,
  );
  if (shown.failure !== null) {
    blameCompileErrors(names, shown.failure, outcomes, 'not run: another Java block of the page does not compile');
    return {outcomes, classes: null, compiled: false};
  }

  // The names of the documented release's API, for the links to the reference (older releases' code links nowhere).
  if (blocks[0]!.version === VERSION) {
    const links = await blockSymbols(blocks, names, shown.args);
    outcomes.forEach((outcome, index) => (outcome.links = links[index]!));
  }

  const statements = blocks.map((block) => resultStatements(block));
  const checked = await compile(
    path.join(dir, 'checked'),
    Object.fromEntries([
      ['DocCheck', DOC_CHECK],
      ...blocks.map((block, index) => [
        names[index]!,
        unitSource(block, names[index]!, instrument(block, statements[index]!)),
      ]),
    ]),
    jar,
  );
  if (checked.failure !== null) {
    const why = `the page does not compile once its result comments are instrumented:\n${checked.failure}`;
    outcomes.forEach((outcome) => outcome.errors.push(why));
    return {outcomes, classes: shown.classes, compiled: true};
  }

  for (const [index, block] of blocks.entries()) {
    const outcome = outcomes[index]!;
    if (block.className && !block.hasMain) {
      if (statements[index]!.length) outcome.errors.push('has result comments but no main method to run them');
      if (block.output !== null) outcome.errors.push('has an Output block but no main method');
      continue;
    }
    const run = await jvm(block.jvmArgs).request(['run', checked.classes, jar, names[index]!]);
    if (run.status !== 0) {
      outcome.errors.push(`failed when run:\n${run.err}`);
      continue;
    }
    outcome.ran = true;
    const values = reports(run.err);
    const problems = statements[index]!.map((statement, i) => compareResult(statement, values.get(`r${i}`)));
    if (block.output !== null) problems.push(compareOutput(block.output, run.out));
    outcome.errors.push(...problems.filter((problem) => problem !== null));
  }
  return {outcomes, classes: shown.classes, compiled: true};
}

const staleCopy = (file: string) =>
  `shows an old copy of ${file}: run node --import tsx scripts/java-file-copies.ts --write (npm run reference)`;

/** Gives javac's complaints each to the block whose file it is about; the others get `otherwise`. */
function blameCompileErrors(names: string[], failure: string, outcomes: {errors: string[]}[], otherwise: string) {
  const complaints = new Map<string, string>();
  let current = '';
  for (const line of failure.split('\n')) {
    current = /[\\/](\w+)\.java:\d+: error/.exec(line)?.[1] ?? current;
    if (current) complaints.set(current, `${complaints.get(current) ?? ''}${line}\n`);
  }
  names.forEach((name, index) =>
    outcomes[index]!.errors.push(
      complaints.has(name) || !complaints.size ? `does not compile:\n${complaints.get(name) ?? failure}` : otherwise,
    ),
  );
}

const SETS = signatureSets();
/** Each signature set's stubs, compiled once: the class directory, or why they do not compile. */
const compiledSets = new Map<string, Promise<{classes: string | null; failure: string | null}>>();
function compiledSet(id: string, jar: string) {
  if (!compiledSets.has(id)) {
    const set = SETS.get(id)!;
    const sources = Object.fromEntries(
      stubFiles(set).map((file) => [
        path.join('src', path.relative(set.dir, file).replace(/\.java$/, '')),
        fs.readFileSync(file, 'utf8'),
      ]),
    );
    compiledSets.set(
      id,
      compile(path.join(workDir, 'signatures', id), sources, jar, [], set.javaRelease).then(({classes, failure}) =>
        failure === null ? {classes, failure: null} : {classes: null, failure},
      ),
    );
  }
  return compiledSets.get(id)!;
}

/** How the report names what a framework block was compiled against: "Spring AI 2.0.1". */
const againstName = (block: JavaBlock) =>
  block.signatures.map((id) => `${SETS.get(id)!.name} ${SETS.get(id)!.version}`).join(' and ');

/**
 * Compiles the blocks of a page that call a framework against its signature stubs, with the
 * classes of the page's other blocks. They are never run.
 */
async function checkFrameworkBlocks(
  blocks: JavaBlock[],
  jar: string,
  page: {classes: string | null; compiled: boolean},
  dir: string,
) {
  const outcomes = blocks.map(() => ({ran: false, errors: [] as string[]}));
  for (const [index, block] of blocks.entries()) {
    const outcome = outcomes[index]!;
    if (!block.className)
      outcome.errors.push('a block marked signatures="…" must be a compilation unit (a class with its imports)');
    if (block.hasMain) outcome.errors.push('a block marked signatures="…" is never run, so it has no main method');
    if (resultStatements(block).length)
      outcome.errors.push('a block marked signatures="…" is never run, so it has no result comments');
    if (block.output !== null)
      outcome.errors.push('a block marked signatures="…" is never run, so it has no Output block');
    if (!page.compiled) outcome.errors.push("not compiled: the page's other Java blocks do not compile");
  }
  // One javac run for the blocks that name the same sets.
  const groups = new Map<string, number[]>();
  blocks.forEach((block, index) => {
    if (outcomes[index]!.errors.length) return;
    const key = block.signatures.join(' ');
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  for (const [key, indexes] of groups) {
    const ids = key.split(' ');
    const stubs = await Promise.all(ids.map((id) => compiledSet(id, jar)));
    const broken = stubs.find((stub) => stub.failure !== null);
    if (broken) {
      for (const index of indexes)
        outcomes[index]!.errors.push(`the signature stubs do not compile:\n${broken.failure}`);
      continue;
    }
    const names = indexes.map((index) => blocks[index]!.className!);
    const release = Math.max(8, ...ids.map((id) => SETS.get(id)!.javaRelease));
    const classPath = [...(page.classes ? [page.classes] : []), ...stubs.map((stub) => stub.classes!)];
    const {failure} = await compile(
      path.join(dir, `signatures-${key.replace(/\W+/g, '_')}`),
      Object.fromEntries(indexes.map((index) => [blocks[index]!.className!, blocks[index]!.code])),
      jar,
      classPath,
      release,
    );
    if (failure !== null)
      blameCompileErrors(
        names,
        failure,
        indexes.map((index) => outcomes[index]!),
        'not compiled: another block against the same signatures does not compile',
      );
  }
  return outcomes;
}

/** The doc pages that differ from the last commit in the working tree, new ones included (paths as docFiles gives them). */
function changedDocs(): string[] {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'docs'], {encoding: 'utf8'});
  return (status.stdout ?? '')
    .split('\n')
    .map((line) => line.slice(3).trim())
    .filter((file) => /\.mdx?$/.test(file));
}

async function main() {
  let pages = docFiles('docs')
    .map((file) => ({file, blocks: javaBlocks(file)}))
    .filter((page) => page.blocks.length > 0);
  const jar = findJar();
  const skip = (why: string) => {
    const blocks = pages.reduce((sum, page) => sum + page.blocks.length, 0);
    console.log(`java examples: skipped, ${why}\njava examples: 0 passed, 0 failed, ${blocks} skipped`);
    return 77;
  };
  if (jar === null)
    return skip(`no JTokkit ${VERSION} jar (set JTOKKIT_JAR or install com.knuddels:jtokkit:${VERSION} in ~/.m2)`);
  // The check's JVM runs its source file (Java 11 or later) and compiles in-process (the jdk.compiler module).
  if (spawnSync('java', ['--describe-module', 'jdk.compiler']).status !== 0)
    return skip('no JDK 11 or later (a java with the jdk.compiler module on the PATH)');
  console.log(`java examples: using ${jar}`);

  const setup = await compile(path.join(workDir, 'setup'), {Setup: SETUP}, jar);
  const models = setup.failure === null ? await jvm().request(['run', setup.classes, jar, 'Setup']) : null;
  if (models?.status !== 0) throw new Error(`the check's setup failed:\n${setup.failure ?? models?.err}`);

  if (process.argv.includes('--changed')) {
    const changed = changedDocs();
    if (changed.length) pages = pages.filter((page) => changed.includes(page.file));
    console.log(
      changed.length
        ? `java examples: the pages changed in the working tree (${pages.length} with Java blocks)`
        : 'java examples: no page changed in the working tree, so every page',
    );
  }
  const tally = {passed: 0, failed: 0, skipped: 0, ran: 0, againstSignatures: 0};
  const symbols: ExampleSymbols = {};
  for (const [pageIndex, {blocks}] of pages.entries()) {
    // Blocks written for another JTokkit version are compiled and run against that version.
    for (const version of new Set(blocks.map((block) => block.version))) {
      const plain = blocks.filter((block) => block.version === version && !block.signatures.length);
      const framework = blocks.filter((block) => block.version === version && block.signatures.length);
      const group = [...plain, ...framework];
      const versionJar = findJar(version);
      const dir = path.join(workDir, `page${pageIndex}-${version}`);
      let outcomes: {ran: boolean; errors: string[]; links?: SymbolLink[]}[] = [];
      if (versionJar !== null) {
        const page = await checkPage(plain, versionJar, dir);
        outcomes = [...page.outcomes, ...(await checkFrameworkBlocks(framework, versionJar, page, dir))];
      }
      group.forEach((block, index) => {
        const what = `${block.className ?? 'snippet'}${version === VERSION ? '' : `, JTokkit ${version}`}`;
        const outcome = outcomes[index];
        if (!outcome) {
          tally.skipped += 1;
          const install = `set ${jarVariable(version)} or install com.knuddels:jtokkit:${version} in ~/.m2`;
          console.log(`skip ${block.id} (${what}; no ${version} jar: ${install})`);
        } else if (outcome.errors.length) {
          tally.failed += 1;
          console.log(`FAIL ${block.id} (${what})`);
          for (const error of outcome.errors) console.log(`  ${error.trimEnd().replace(/\n/g, '\n  ')}`);
        } else if (block.signatures.length) {
          tally.passed += 1;
          tally.againstSignatures += 1;
          console.log(`ok   ${block.id} (${what}, compiled against the signatures of ${againstName(block)}, not run)`);
        } else {
          tally.passed += 1;
          console.log(`ok   ${block.id} (${what}, ${outcome.ran ? 'ran' : 'compiled only'})`);
        }
        if (outcome?.ran) tally.ran += 1;
        if (outcome?.links?.length) {
          const file = block.file.split(path.sep).join('/');
          (symbols[file] ??= []).push({hash: codeKey(block.code), links: outcome.links});
        }
      });
    }
  }

  // The names the blocks use, as the site links them: the committed file must be what javac says.
  const checkedFiles = new Set(pages.map((page) => page.file.split(path.sep).join('/')));
  const committed = JSON.parse(fs.readFileSync(SYMBOLS_FILE, 'utf8')) as ExampleSymbols;
  // One link a line: [line, column, length, symbol].
  const sorted = (all: ExampleSymbols) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(all)
          .filter(([file]) => checkedFiles.has(file))
          .sort(),
      ),
      null,
      2,
    ).replace(/\[\s+(\d+),\s+(\d+),\s+(\d+),\s+("[^"]*")\s+\]/g, '[$1, $2, $3, $4]');
  if (process.argv.includes('--write-symbols')) {
    if (process.argv.includes('--changed'))
      throw new Error('--write-symbols needs every page: run it without --changed');
    fs.writeFileSync(SYMBOLS_FILE, `${sorted(symbols)}\n`);
    console.log(`java examples: wrote ${SYMBOLS_FILE}`);
  } else if (sorted(symbols) !== sorted(committed)) {
    tally.failed += 1;
    console.log(`FAIL ${SYMBOLS_FILE} differs from the names javac resolves in the blocks: run npm run reference`);
  } else {
    console.log(`ok   ${SYMBOLS_FILE} has the API names javac resolves in every block`);
  }

  const actual = models.out.trim().split('\n').sort();
  const documented = modelTable(path.join('docs', 'getting-started', 'usage.md'))
    .map((row) => `${row.constant}|${row.name}|${row.encoding}|${row.maxContextLength}`)
    .sort();
  const missing = actual.filter((row) => !documented.includes(row));
  const extra = documented.filter((row) => !actual.includes(row));
  if (missing.length || extra.length) {
    tally.failed += 1;
    console.log(`FAIL the model table on the usage page differs from ModelType.values():`);
    console.log(`  missing: ${missing.join(', ') || 'none'}\n  wrong or unknown: ${extra.join(', ') || 'none'}`);
  } else {
    console.log('ok   model table on the usage page matches ModelType.values()');
  }
  console.log(
    `java examples: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped (${tally.ran} blocks ran; ${tally.againstSignatures} compiled against framework signatures only, not run)`,
  );
  return tally.failed ? 1 : 0;
}

main()
  .catch((error) => {
    console.error(`java examples: ${error.stack || error}`);
    return 1;
  })
  .then((code) => {
    for (const server of servers.values()) server.close();
    fs.rmSync(workDir, {recursive: true, force: true});
    process.exit(code);
  });
