// Signature stubs of the frameworks the docs show code for (Spring AI, LangChain4j, OpenAI's Java
// SDK), and the comparison of each stub with the framework's source at its tag.
//
// A framework's jars cannot be downloaded where the docs are checked, so a Java block marked
// `signatures="spring-ai-2.0.1"` is compiled against stubs instead: scripts/java/signatures/<set>/
// holds, for one release of one framework, the classes and members the docs call, with the
// signatures of that release and bodies of `throw null;` (they are never run). javac then checks
// the block's names, parameter types and return types against them (scripts/check-java-examples.ts).
//
// Each set has a source.json (repository, tag, commit, the Java release the framework targets),
// and each stub file says where it comes from: its first line is the path of the source file in the
// repository, and every declaration ends with `// @N`, its line in that file at the tag. The check
// in scripts/check-signatures.ts reads those lines from a copy of the repository and compares them
// with the stub: the name, the kind (type, method, constructor, enum constants), the number of
// parameters, and every type name of the parameters and the return type. It does not compare
// generic arguments' order, nullability, supertypes or members the stub leaves out.
import fs from 'node:fs';
import path from 'node:path';

export const SIGNATURES_DIR = path.join('scripts', 'java', 'signatures');

export type SignatureSet = {
  /** The folder name, as blocks name it: `spring-ai-2.0.1`. */
  id: string;
  dir: string;
  /** How the docs name the framework: `Spring AI`. */
  name: string;
  version: string;
  /** owner/name on GitHub. */
  repository: string;
  tag: string;
  commit: string;
  /** The date of the tag's commit (YYYY-MM-DD). */
  tagDate: string;
  /** The Java release the framework's code targets: blocks are compiled with `--release` of it. */
  javaRelease: number;
  /** The language of the framework's source, which decides how a declaration is read. */
  language: 'java' | 'kotlin';
};

/** Every signature set under scripts/java/signatures, by id. */
export function signatureSets(root = SIGNATURES_DIR): Map<string, SignatureSet> {
  const sets = new Map<string, SignatureSet>();
  for (const id of fs.readdirSync(root).sort()) {
    const dir = path.join(root, id);
    if (!fs.statSync(dir).isDirectory()) continue;
    const json = JSON.parse(fs.readFileSync(path.join(dir, 'source.json'), 'utf8')) as Omit<SignatureSet, 'id' | 'dir'>;
    for (const key of ['name', 'version', 'repository', 'tag', 'commit', 'tagDate', 'javaRelease', 'language'] as const)
      if (json[key] === undefined || json[key] === '') throw new Error(`${dir}/source.json: no "${key}"`);
    if (!/^[0-9a-f]{40}$/.test(json.commit)) throw new Error(`${dir}/source.json: "commit" is not a full commit id`);
    if (id !== `${path.basename(json.repository)}-${json.version}`)
      throw new Error(
        `${dir}: the folder of ${json.repository} ${json.version} is named ${path.basename(json.repository)}-${json.version}`,
      );
    sets.set(id, {...json, id, dir});
  }
  return sets;
}

/** The stub files of a set, sorted. */
export function stubFiles(set: SignatureSet): string[] {
  return fs
    .readdirSync(set.dir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.java'))
    .map((file) => path.join(set.dir, file))
    .sort();
}

export type Declaration =
  | {kind: 'type'; name: string}
  | {kind: 'method'; name: string; returnType: string | null; parameterTypes: string[]}
  | {kind: 'constants'; names: string[]};

export type StubDeclaration = {stubLine: number; sourceLine: number; code: string; declaration: Declaration};

export type Stub = {sourcePath: string; packageName: string; declarations: StubDeclaration[]};

const MODIFIERS = /\b(public|protected|private|static|final|abstract|default|synchronized|native)\s+/g;
const ANNOTATIONS = /@[\w.]+(\s*\((?:[^()]|\([^()]*\))*\))?/g;

/** Reads a stub file: the source path on its first line, its package, and its marked declarations. */
export function readStub(text: string, file = 'stub'): Stub {
  const lines = text.split('\n');
  const sourcePath = /^\/\/ (\S+\.(?:java|kt))$/.exec(lines[0] ?? '')?.[1];
  if (!sourcePath)
    throw new Error(`${file}:1: the first line must be "// <path of the source file in the repository>"`);
  const packageName = /^package ([\w.]+);$/m.exec(text)?.[1];
  if (!packageName) throw new Error(`${file}: no package declaration`);
  const declarations: StubDeclaration[] = [];
  lines.forEach((line, index) => {
    const marked = /^(.*?)\s*\/\/ @(\d+)$/.exec(line);
    const code = (marked ? marked[1]! : line).trim();
    if (!marked) {
      // Everything that declares something must say where it comes from.
      const inert = code === '' || code === '}' || /^(\/\/|package |import |@\w+$)/.test(code);
      if (!inert) throw new Error(`${file}:${index + 1}: a declaration without "// @<line in ${sourcePath}>": ${code}`);
      return;
    }
    declarations.push({stubLine: index + 1, sourceLine: Number(marked[2]), code, declaration: parseDeclaration(code)});
  });
  return {sourcePath, packageName, declarations};
}

/** What a Java declaration of a stub declares. */
export function parseDeclaration(code: string): Declaration {
  const text = code
    .replace(ANNOTATIONS, ' ')
    .replace(/\{\s*throw null;\s*\}\s*$/, '')
    .replace(/[{;]\s*$/, '')
    .replace(MODIFIERS, '')
    .trim();
  const type = /^(?:class|interface|enum|record)\s+(\w+)/.exec(text);
  if (type) return {kind: 'type', name: type[1]!};
  const open = text.indexOf('(');
  if (open < 0) {
    const names = text.split(',').map((name) => name.trim());
    if (names.every((name) => /^[A-Z_][A-Z0-9_]*$/.test(name))) return {kind: 'constants', names};
    throw new Error(`not a declaration this check reads: ${code}`);
  }
  const head = text.slice(0, open).trim();
  const name = /(\w+)$/.exec(head)?.[1];
  if (!name) throw new Error(`no name before "(": ${code}`);
  const returnType = head.slice(0, head.length - name.length).trim() || null;
  const parameters = splitTopLevel(text.slice(open + 1, text.lastIndexOf(')')));
  const parameterTypes = parameters.map((parameter) => parameter.replace(/\s+\w+$/, '').trim());
  return {kind: 'method', name, returnType, parameterTypes};
}

/** Splits a parameter list at the commas that are not inside <>, () or []. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of text) {
    if ('<([{'.includes(c)) depth++;
    else if ('>)]}'.includes(c)) depth--;
    if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  if (current.trim()) parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * The text of the declaration that starts at a line (1-based) of a source file, without
 * annotations and comments: up to its body or its end.
 */
export function sourceDeclaration(source: string, line: number, language: 'java' | 'kotlin'): string {
  const lines = source.split('\n').slice(line - 1, line + 30);
  let text = '';
  let depth = 0;
  for (const raw of lines) {
    const lineText = raw.replace(/\/\/.*$/, '').replace(ANNOTATIONS, ' ');
    for (let i = 0; i < lineText.length; i++) {
      const c = lineText[i]!;
      if (c === '(') depth++;
      else if (c === ')') depth--;
      const ends =
        depth === 0 &&
        (c === '{' ||
          c === ';' ||
          (language === 'kotlin' && c === '=' && lineText[i + 1] !== '>' && lineText[i - 1] !== '!'));
      if (ends) return clean(text);
      text += c;
    }
    text += ' ';
    // A Kotlin declaration without a body ends with its line once its parentheses are closed.
    if (language === 'kotlin' && depth === 0 && text.trim()) return clean(text);
  }
  return clean(text);
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The type names in a Java type: `Optional<List<Long>>` gives Optional, List, Long. */
function typeNames(type: string): string[] {
  return (type.match(/[A-Za-z_]\w*/g) ?? []).filter((word) => !['extends', 'super', 'final'].includes(word));
}

// How Kotlin spells the Java types a Kotlin declaration compiles to.
const KOTLIN_NAMES: Record<string, string> = {
  long: 'Long',
  int: 'Int',
  boolean: 'Boolean',
  double: 'Double',
  float: 'Float',
  Object: 'Any',
};

/** The text between a declaration's name and its matching closing parenthesis, and what follows it. */
function parameterText(text: string, at: number): {parameters: string; after: string} {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return {parameters: text.slice(at + 1, i), after: text.slice(i + 1)};
  }
  return {parameters: text.slice(at + 1), after: ''};
}

export type Comparison = {problems: string[]; returnTypeUnstated: boolean};

/** Compares a stub's declaration with the source's declaration at the line the stub names. */
export function compareDeclaration(stub: Declaration, source: string, language: 'java' | 'kotlin'): Comparison {
  const problems: string[] = [];
  const word = (name: string, text: string) => new RegExp(`(^|[^\\w])${name}([^\\w]|$)`).test(text);
  const spell = (name: string) => (language === 'kotlin' ? (KOTLIN_NAMES[name] ?? name) : name);
  if (stub.kind === 'type') {
    if (!new RegExp(`\\b(class|interface|enum|record|object)\\s+${stub.name}\\b`).test(source))
      problems.push(`declares no type ${stub.name}: ${source}`);
    return {problems, returnTypeUnstated: false};
  }
  if (stub.kind === 'constants') {
    for (const name of stub.names) if (!word(name, source)) problems.push(`has no constant ${name}: ${source}`);
    return {problems, returnTypeUnstated: false};
  }
  const pattern =
    language === 'kotlin'
      ? new RegExp(`\\bfun\\s+(?:<[^>]*>\\s*)?${stub.name}\\s*\\(`)
      : new RegExp(`\\b${stub.name}\\s*\\(`);
  const match = pattern.exec(source);
  if (!match) return {problems: [`declares no ${stub.name}(…): ${source}`], returnTypeUnstated: false};
  const {parameters, after} = parameterText(source, match.index + match[0].length - 1);
  const count = splitTopLevel(parameters).length;
  if (count !== stub.parameterTypes.length)
    problems.push(
      `${stub.name} takes ${count} parameters in the source, ${stub.parameterTypes.length} in the stub: ${source}`,
    );
  for (const type of stub.parameterTypes)
    for (const name of typeNames(type).map(spell))
      if (!word(name, parameters)) problems.push(`${stub.name}: no parameter of type ${name} in the source: ${source}`);
  let returnTypeUnstated = false;
  if (stub.returnType !== null) {
    // Java states the return type before the name; Kotlin after the parameters, as `: Type`, or not at all.
    const stated = language === 'kotlin' ? (/^\s*:\s*(.+)$/.exec(after)?.[1] ?? null) : source.slice(0, match.index);
    if (stated === null) {
      if (stub.returnType !== 'void') returnTypeUnstated = true;
    } else {
      for (const name of typeNames(stub.returnType).map(spell))
        if (name !== 'Unit' && !(language === 'kotlin' && stub.returnType === 'void') && !word(name, stated))
          problems.push(`${stub.name}: returns no ${name} in the source: ${source}`);
    }
  }
  return {problems, returnTypeUnstated};
}
