// The Java code blocks of the documentation and the small grammar of their result comments.
// scripts/check-java-examples.ts compiles and runs them against JTokkit and checks what they
// print; tests/unit/java-examples.test.ts checks the grammar and the constants the site shares.
//
// Conventions for ```java blocks under docs/:
// - A block that declares a top-level type (a line starting with `class`, `public class`,
//   `public final class`, `interface`, `enum`, …) is a complete compilation unit. It may use the
//   types declared by earlier compilation units on the same page. If it has
//   `public static void main(String[] args)`, it is run.
// - Any other block is a snippet of statements. It is run inside a `main` method, with imports of
//   `com.knuddels.jtokkit`, `com.knuddels.jtokkit.api`, `java.util` and `java.nio.charset`, after a
//   prelude that declares `EncodingRegistry registry` and `Encoding enc` (cl100k_base), unless the
//   snippet declares them itself. (The checker's prelude uses a lazy registry: the same tokens,
//   a faster start.)
// - A result comment is a trailing `//` comment on a one-line statement that is exactly one of
//     [15339, 1917]                  token ids (or the bytes of Arrays.toString), `[]` when empty
//     6  or  -1                      an integer: a count, an index, a length
//     true  or  false                a boolean
//     "hello world"                  a string, written as a JSON string literal ("\uFFFD" …)
//     throws UnsupportedOperationException
//   and states the value of the statement: the printed value of `System.out.println(x);`, the
//   assigned value of `Type name = x;`, the value of an expression statement `x;`, or the
//   exception the statement throws. Any other trailing comment is prose.
// - `jvm="-ea"` in a block's meta string (after its title) runs that block with those JVM options,
//   for example to show what JTokkit does with assertions on, as Maven Surefire and Gradle run tests.
// - `compile="0.6.1"` in a block's meta string marks code written for another JTokkit version,
//   such as the "before" side of a migration. It is never compiled against 1.1.0:
//   scripts/check-java-examples.ts compiles and runs it, with the other blocks of its page that
//   name the same version, against that version's jar ($JTOKKIT_JAR_0_6_1, else the local Maven
//   repository) when there is one, and otherwise reports it as skipped, never as passed.
// - `signatures="spring-ai-2.0.1"` in a block's meta string marks code that calls a framework whose
//   jars cannot be had where the docs are checked (several sets are separated by spaces). Such a
//   block is a compilation unit without `main`, result comments or an Output block, and its title
//   names the framework and version (`title="SpringAiUsage.java (Spring AI 2.0.1)"`), so that the
//   reader sees what it was written against. scripts/check-java-examples.ts compiles it, after the
//   page's other blocks and with their classes, against the signature stubs of that release in
//   scripts/java/signatures/<set>/ (see scripts/signatures.ts), and reports it as compiled against
//   signatures, not run; scripts/check-signatures.ts compares the stubs with the framework's source.
// - A ```text block with the title "Output" shows what the nearest Java block above it prints.
// - `file="static/code/RequestTokens.java"` in a block's meta string makes the block a copy of that
//   file of the repository, which is also the reader's download: the file is the code that is
//   compiled and run, and the block shows it on the page and in the page's Markdown copy.
//   scripts/java-file-copies.ts writes the copies (npm run reference) and checks that they are current.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseMarkdown, type CodeBlock} from '../plugins/markdownSource';
import {JTOKKIT} from '../src/lib/site/site';
import {signatureSets} from './signatures';

export type JavaBlock = CodeBlock & {
  id: string;
  /** The top-level type a compilation unit declares (its public one, else its first); null for a snippet. */
  className: string | null;
  hasMain: boolean;
  /** JVM options from `jvm="…"` in the meta string. */
  jvmArgs: string[];
  /** The JTokkit version the block is written for: `compile="…"` in the meta string, else JTOKKIT.version. */
  version: string;
  /** The framework signature sets it is compiled against (`signatures="…"`); empty for JTokkit code. */
  signatures: string[];
  /** The text of the Output block that follows it, if any. */
  output: string | null;
  /** The file the block is a copy of (`file="…"`), from the repository's root; its code is the file's. */
  copyOf: string | null;
  /** What the page shows: the code, or for a copy, the copy as it is on the page. */
  shown: string;
};
export type Result =
  | {kind: 'ids'; text: string; value: number[]}
  | {kind: 'int'; text: string; value: number}
  | {kind: 'bool'; text: string; value: boolean}
  | {kind: 'string'; text: string; value: string}
  | {kind: 'throws'; text: string; value: string};
export type ResultStatement = {line: number; docLine: number; statement: string; indent: string; result: Result};

/** All .md and .mdx files under `dir`, sorted. */
export function docFiles(dir = 'docs'): string[] {
  return fs
    .readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

/** The Java blocks of one page, each with the Output block that follows it, if any. */
export function javaBlocks(file: string): JavaBlock[] {
  const result: JavaBlock[] = [];
  for (const block of parseMarkdown(fs.readFileSync(file, 'utf8'), file).blocks) {
    if (block.unclosed) throw new Error(`${file}:${block.startLine}: code block is never closed`);
    if (block.lang === 'java') {
      const copyOf = metaValue(block.meta, 'file') ?? null;
      // A copy is compiled and run as its file is, whatever the page holds.
      const code = copyOf === null ? block.code : fs.readFileSync(copyOf, 'utf8').replace(/\n$/, '');
      const types = [...code.matchAll(/^((?:(?:public|final|abstract)\s+)*)(?:class|interface|enum)\s+(\w+)/gm)];
      result.push({
        ...block,
        code,
        shown: block.code,
        copyOf,
        id: `${file}:${block.startLine}`,
        className: (types.find((type) => type[1]!.includes('public')) ?? types[0])?.[2] ?? null,
        jvmArgs: metaValue(block.meta, 'jvm')?.split(/\s+/).filter(Boolean) ?? [],
        version: compileVersion(block.meta),
        signatures: signatureIds(block.meta, `${file}:${block.startLine}`),
        hasMain: /public\s+static\s+void\s+main\s*\(/.test(code),
        output: null,
      });
    } else if (block.lang === 'text' && /title="Output"/.test(block.meta)) {
      const owner = result[result.length - 1];
      if (!owner) throw new Error(`${file}:${block.startLine}: an Output block needs a Java block above it`);
      if (owner.output !== null) throw new Error(`${file}:${block.startLine}: a second Output block for ${owner.id}`);
      owner.output = block.code;
    }
  }
  return result;
}

/** The value of `key="…"` in a block's meta string. */
const metaValue = (meta: string | undefined, key: string) =>
  new RegExp(`(?:^|\\s)${key}="([^"]*)"`).exec(meta ?? '')?.[1];

/** The JTokkit version a block is written for: `compile="…"` in its meta string, else JTOKKIT.version. */
export function compileVersion(meta: string | undefined): string {
  const version = metaValue(meta, 'compile') ?? JTOKKIT.version;
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`compile="${version}" is not a version such as 0.6.1`);
  return version;
}

/** The signature sets named by `signatures="…"` in a block's meta string; each must exist. */
export function signatureIds(meta: string | undefined, where = 'a block'): string[] {
  const ids = metaValue(meta, 'signatures')?.split(/\s+/).filter(Boolean) ?? [];
  if (ids.length && metaValue(meta, 'compile') !== undefined)
    throw new Error(
      `${where}: signatures="…" is for JTokkit ${JTOKKIT.version} code; it cannot be combined with compile="…"`,
    );
  const known = ids.length ? signatureSets() : new Map();
  for (const id of ids)
    if (!known.has(id))
      throw new Error(
        `${where}: signatures="${id}" names no folder of scripts/java/signatures (${[...known.keys()].join(', ')})`,
      );
  return ids;
}

/** The title of a block: `title="…"` in its meta string. */
export const blockTitle = (meta: string | undefined) => metaValue(meta, 'title') ?? null;

/**
 * Splits a line of Java into code and trailing `//` comment, ignoring `//` inside literals, and
 * says whether the code's parentheses and quotes are closed, so that a statement can end there.
 */
function scanLine(line: string): {code: string; comment: string | null; balanced: boolean} {
  let depth = 0;
  let closedTooSoon = false;
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== null) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '/' && line[i + 1] === '/') {
      return {
        code: line.slice(0, i).trimEnd(),
        comment: line.slice(i + 2).trim(),
        balanced: depth === 0 && !closedTooSoon,
      };
    } else if (c === '(') {
      depth++;
    } else if (c === ')' && --depth < 0) {
      closedTooSoon = true;
    }
  }
  return {code: line.trimEnd(), comment: null, balanced: depth === 0 && !closedTooSoon && quote === null};
}

/** The result a comment states, or null when the comment is prose. */
export function parseResult(comment: string | null): Result | null {
  if (comment === null) return null;
  if (/^\[(-?\d+(, -?\d+)*)?\]$/.test(comment)) {
    return {kind: 'ids', text: comment, value: comment === '[]' ? [] : comment.slice(1, -1).split(', ').map(Number)};
  }
  if (/^-?\d+$/.test(comment)) return {kind: 'int', text: comment, value: Number(comment)};
  if (comment === 'true' || comment === 'false') return {kind: 'bool', text: comment, value: comment === 'true'};
  if (/^"(?:[^"\\]|\\.)*"$/.test(comment)) return {kind: 'string', text: comment, value: JSON.parse(comment)};
  const thrown = /^throws ([A-Z]\w*)$/.exec(comment);
  if (thrown) return {kind: 'throws', text: comment, value: thrown[1]!};
  return null;
}

/** The statements of a block that carry a result comment, with their 0-based line in the block. */
export function resultStatements(block: JavaBlock): ResultStatement[] {
  const found: ResultStatement[] = [];
  block.code.split('\n').forEach((line, index) => {
    const {code, comment, balanced} = scanLine(line);
    const result = parseResult(comment);
    if (result === null) return;
    const statement = code.trim();
    if (!statement.endsWith(';') || statement.startsWith('}') || statement.startsWith('return ') || !balanced) {
      throw new Error(
        `${block.file}:${block.startLine + 1 + index}: a result comment must follow a one-line statement: ${line.trim()}`,
      );
    }
    found.push({
      line: index,
      docLine: block.startLine + 1 + index,
      statement,
      indent: /^\s*/.exec(code)?.[0] ?? '',
      result,
    });
  });
  return found;
}

/** The rows of the model table under "## Encodings and models" of the usage page. */
export function modelTable(file: string) {
  const text = fs.readFileSync(file, 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Encodings and models'));
  if (!section) throw new Error(`${file}: no "Encodings and models" section`);
  return (
    section
      .split('\n')
      // Columns after the fourth (such as the model's status) are prose.
      .map((line) => /^\| `(\w+)` \| `([\w.-]+)` \| `(\w+)` \| ([\d,]+) \|(?: [^|]* \|)*$/.exec(line))
      .filter((match) => match !== null)
      .map(([, constant = '', name = '', encoding = '', length = '']) => ({
        constant,
        name,
        encoding,
        maxContextLength: Number(length.replace(/,/g, '')),
      }))
  );
}

/**
 * JVM flags for short-lived Java programs: a JVM that compiles only with its first JIT tier and a
 * single-threaded collector starts and finishes sooner, and so does javac with each flag behind -J.
 */
export const FAST_JVM: readonly string[] = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xshare:auto'];

/**
 * The JTokkit jar to check against: for the documented version $JTOKKIT_JAR, for another version
 * $JTOKKIT_JAR_<version with underscores> (JTOKKIT_JAR_0_6_1), else the local Maven repository;
 * null if none exists, or if JTOKKIT_JAR=none (to run the suite as a machine without jars would).
 */
export function findJar(version: string = JTOKKIT.version): string | null {
  if (process.env.JTOKKIT_JAR === 'none') return null;
  const variable = version === JTOKKIT.version ? 'JTOKKIT_JAR' : jarVariable(version);
  const m2 = path.join(os.homedir(), '.m2/repository/com/knuddels/jtokkit', version, `jtokkit-${version}.jar`);
  return [process.env[variable], m2].find((jar) => jar && fs.existsSync(jar)) ?? null;
}

/**
 * The sources jar of a JTokkit release, where Maven's dependency:sources puts it: in
 * $JTOKKIT_SOURCES_DIR (jtokkit-<version>-sources.jar), else the local Maven repository; null if neither has it.
 */
export function findSourcesJar(version: string): string | null {
  const name = `jtokkit-${version}-sources.jar`;
  const dir = process.env.JTOKKIT_SOURCES_DIR;
  const m2 = path.join(os.homedir(), '.m2/repository/com/knuddels/jtokkit', version, name);
  return [dir && path.join(dir, name), m2].find((jar) => jar && fs.existsSync(jar)) ?? null;
}

/** The environment variable that names the jar of another JTokkit version: JTOKKIT_JAR_0_6_1. */
export function jarVariable(version: string): string {
  return `JTOKKIT_JAR_${version.replace(/\W/g, '_')}`;
}
