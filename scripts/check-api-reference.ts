#!/usr/bin/env node
// The API reference against JTokkit itself (a step of the Java lane, scripts/test-all.mjs):
//
// 1. It runs scripts/java/ApiReference.java on every release's sources jar and fails when the
//    output differs from the committed src/data/api-reference.json (`--write` writes it instead).
// 2. It fails when the reference lacks a public or protected member that `javap` shows in the
//    JTokkit jar of the documented release, or lists one that javap does not show.
// 3. It compiles every release's sources with javac, reads the public API of the compiled classes
//    with javap, and fails when a "since", a signature change or a removed member of the reference
//    differs from what comparing those classes gives. That comparison is written here again, on
//    javap's text, apart from the generator's on javac's model, so that each checks the other.
//
// Without a JDK, the jar or a sources jar it says so and exits with 77 (skipped, never passed).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {FAST_JVM, findJar, findSourcesJar} from './java-blocks';
import type {ApiReference} from '../plugins/apiReference';
import {JTOKKIT, JTOKKIT_RELEASES} from '../src/lib/site/site';

const DATA = path.join('src', 'data', 'api-reference.json');
const GENERATOR = path.join('scripts', 'java', 'ApiReference.java');
const javaFlags = FAST_JVM.map((flag) => `-J${flag}`);

function run(command: string, args: string[], cwd?: string): string {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (result.status !== 0)
    throw new Error(`${command} ${args.slice(0, 3).join(' ')} … failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** A public type's API as javap prints it: each member's link key (name, erased parameter types) and the rest of its line. */
type JavapApi = Map<string, Map<string, string>>;

/**
 * Reads `javap -protected` output: the public types (their header line starts with `public`) and
 * their members, each by the symbol javac gives it (`encode(java.lang.String,int)`, a field's name;
 * a constructor by its simple name) and the rest of its line (modifiers, types, throws).
 */
export function parseJavap(text: string): JavapApi {
  const api: JavapApi = new Map();
  let members: Map<string, string> | null = null;
  for (const line of text.split('\n')) {
    const header =
      /^((?:[a-z]+ )*)(?:class|interface|enum) ([\w.$]+)(?:<.*?>)?(?: extends .*?)?(?: implements .*?)? \{$/.exec(line);
    if (header) {
      members = header[1]!.startsWith('public ') ? new Map() : null;
      if (members) api.set(header[2]!, members);
      continue;
    }
    if (!members || !line.startsWith('  ') || !line.endsWith(';') || line.trim() === 'static {};') continue;
    const method = /^(.*?)([\w.$]+)\((.*)\)( throws .*)?;$/.exec(line.trim());
    if (method) {
      const name = method[2]!.split('.').at(-1)!;
      const parameters = method[3]!.replace(/, /g, ',');
      members.set(`${name}(${parameters})`, `${method[1]!.trim()} | ${method[4]?.trim() ?? ''}`);
    } else {
      const field = /^(.*) ([\w$]+);$/.exec(line.trim())!;
      members.set(field[2]!, field[1]!);
    }
  }
  return api;
}

/** A member's identity across releases: its name and erased parameter types. */
const linkKey = (symbol: string) => {
  let erased = symbol;
  // Innermost type arguments first: Map<java.lang.String,java.util.List<java.lang.Integer>> -> Map.
  while (/<[^<>]*>/.test(erased)) erased = erased.replace(/<[^<>]*>/g, '');
  return erased;
};

/** What comparing the releases' javap output gives for each member of the last release, and for each type. */
export function releaseHistory(releases: string[], apis: JavapApi[]) {
  const last = apis.length - 1;
  const members = new Map<string, {since: string; changes: string[]}>();
  const types = new Map<string, {since: string; removed: string[]}>();
  for (const [type, current] of apis[last]!) {
    // Each release's members of the type by link key, with their whole javap line (name and generic parameters too).
    const histories = apis.map(
      (api) =>
        new Map(
          [...(api.get(type) ?? new Map<string, string>())].map(([symbol, rest]) => [
            linkKey(symbol),
            `${rest} ${symbol}`,
          ]),
        ),
    );
    for (const symbol of current.keys()) {
      const key = linkKey(symbol);
      let first = last;
      while (first > 0 && histories[first - 1]!.has(key)) first--;
      const changes: string[] = [];
      for (let r = first + 1; r <= last; r++)
        if (histories[r]!.get(key) !== histories[r - 1]!.get(key)) changes.push(releases[r]!);
      members.set(`${type}#${symbol}`, {since: releases[first]!, changes});
    }
    // A member the last release lacks: the last run of releases that had it.
    const removed: string[] = [];
    for (const key of new Set(histories.flatMap((history) => [...history.keys()]))) {
      if (histories[last]!.has(key)) continue;
      let end = last;
      while (!histories[end]!.has(key)) end--;
      let start = end;
      while (start > 0 && histories[start - 1]!.has(key)) start--;
      removed.push(`${key.replace(/\(.*\)$/, '')}@${releases[start]}-${releases[end]}`);
    }
    types.set(type, {since: releases[apis.findIndex((api) => api.has(type))]!, removed: removed.sort()});
  }
  return {members, types};
}

/** The same facts, as the committed reference states them. */
function referenceHistory(reference: ApiReference) {
  const members = new Map<string, {since: string; changes: string[]}>();
  const types = new Map<string, {since: string; removed: string[]}>();
  for (const type of reference.types) {
    for (const member of type.members) {
      members.set(member.symbol, {since: member.since, changes: member.changes.map((change) => change.version)});
    }
    const removed = type.removed.map((old) => `${old.name}@${old.from}-${old.until}`);
    types.set(type.qualifiedName, {since: type.since, removed: removed.sort()});
  }
  return {members, types};
}

function classNames(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.class'))
    .map((file) =>
      file
        .replace(/\.class$/, '')
        .split(path.sep)
        .join('.'),
    )
    .sort();
}

function javapOf(classpath: string, classes: string[]): JavapApi {
  return parseJavap(run('javap', [...javaFlags, '-protected', '-cp', classpath, ...classes]));
}

function main(): number {
  const write = process.argv.includes('--write');
  const skip = (why: string) => {
    console.log(`api reference: skipped, ${why}\napi reference: 0 passed, 0 failed, 3 skipped`);
    return 77;
  };
  if (
    spawnSync('java', ['--describe-module', 'jdk.compiler']).status !== 0 ||
    spawnSync('javap', ['-version']).status !== 0
  )
    return skip('no JDK 11 or later (java with the jdk.compiler module, and javap, on the PATH)');
  const jar = findJar();
  if (jar === null) return skip(`no JTokkit ${JTOKKIT.version} jar (set JTOKKIT_JAR or install it in ~/.m2)`);
  const sources = JTOKKIT_RELEASES.map((version) => ({version, jar: findSourcesJar(version)}));
  const missing = sources.filter((source) => source.jar === null).map((source) => source.version);
  if (missing.length)
    return skip(
      `no sources jar of JTokkit ${missing.join(', ')} (set JTOKKIT_SOURCES_DIR or put jtokkit-<version>-sources.jar in ~/.m2)`,
    );

  const tally = {passed: 0, failed: 0};
  const report = (name: string, problems: string[]) => {
    if (problems.length) {
      tally.failed += 1;
      console.log(`FAIL ${name}\n  ${problems.join('\n  ')}`);
    } else {
      tally.passed += 1;
      console.log(`ok   ${name}`);
    }
  };

  // 1. The committed data is what the generator writes from the sources.
  const generated = run('java', [
    ...FAST_JVM,
    GENERATOR,
    ...sources.map((source) => `${source.version}=${source.jar}`),
  ]);
  const committed = fs.readFileSync(DATA, 'utf8');
  if (write && generated !== committed) {
    fs.writeFileSync(DATA, generated);
    console.log(`api reference: wrote ${DATA}; run the pages again (npm run reference)`);
  }
  const reference = JSON.parse(write ? generated : committed) as ApiReference;
  report(
    `${DATA} is what ${GENERATOR} reads from the ${sources.length} releases' sources`,
    write || generated === committed
      ? []
      : [
          `it differs: run npm run reference (or node --import tsx scripts/check-api-reference.ts --write) and commit the result`,
        ],
  );

  // 2. The reference lists exactly what javap shows in the jar.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jtokkit-api-'));
  try {
    const jarClasses = run('jar', ['tf', jar])
      .split('\n')
      .filter((entry) => entry.endsWith('.class'))
      .map((entry) =>
        entry
          .replace(/\.class$/, '')
          .split('/')
          .join('.'),
      );
    const inJar = javapOf(jar, jarClasses);
    const javapSymbols = [...inJar].flatMap(([type, members]) => [
      type,
      ...[...members.keys()].map((m) => `${type}#${m}`),
    ]);
    const referenceSymbols = reference.types.flatMap((type) => [
      type.qualifiedName,
      ...type.members.map((m) => m.symbol),
    ]);
    report(
      `the reference lists exactly the public API that javap shows in ${path.basename(jar)} (${javapSymbols.length} types and members)`,
      [
        ...javapSymbols
          .filter((symbol) => !referenceSymbols.includes(symbol))
          .map((symbol) => `missing from the reference: ${symbol}`),
        ...referenceSymbols
          .filter((symbol) => !javapSymbols.includes(symbol))
          .map((symbol) => `not in the jar: ${symbol}`),
      ],
    );

    // 3. "Since", signature changes and removed members, from each release's compiled classes.
    const apis = sources.map(({version, jar: sourcesJar}) => {
      const dir = path.join(work, version);
      const classes = path.join(dir, 'classes');
      fs.mkdirSync(classes, {recursive: true});
      run('jar', ['xf', sourcesJar!], dir);
      const files = fs
        .readdirSync(dir, {recursive: true})
        .map(String)
        .filter((file) => file.endsWith('.java'));
      run(
        'javac',
        [...javaFlags, '--release', '8', '-nowarn', '-Xlint:-options', '-encoding', 'UTF-8', '-d', 'classes', ...files],
        dir,
      );
      return javapOf(classes, classNames(classes));
    });
    const fromClasses = releaseHistory([...JTOKKIT_RELEASES], apis);
    const stated = referenceHistory(reference);
    const problems: string[] = [];
    for (const [symbol, facts] of fromClasses.members) {
      const said = stated.members.get(symbol);
      if (JSON.stringify(said) !== JSON.stringify(facts))
        problems.push(`${symbol}: the classes give ${JSON.stringify(facts)}, the reference ${JSON.stringify(said)}`);
    }
    for (const [type, facts] of fromClasses.types) {
      const said = stated.types.get(type);
      if (JSON.stringify(said) !== JSON.stringify(facts))
        problems.push(`${type}: the classes give ${JSON.stringify(facts)}, the reference ${JSON.stringify(said)}`);
    }
    report(
      `every "since", signature change and removed member is what the compiled classes of ${JTOKKIT_RELEASES[0]} to ${JTOKKIT.version} give (${fromClasses.members.size} members)`,
      problems,
    );
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
  console.log(`api reference: ${tally.passed} passed, ${tally.failed} failed, 0 skipped`);
  return tally.failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exit(main());
  } catch (error) {
    console.error(`api reference: ${(error as Error).stack ?? error}`);
    process.exit(1);
  }
}
