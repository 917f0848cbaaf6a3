// Types of scripts/java-blocks.mjs for the TypeScript tests.
export type CodeBlock = {file: string; lang: string; meta: string; startLine: number; code: string};
export type JavaBlock = CodeBlock & {
  id: string;
  unit: boolean;
  className: string | null;
  hasMain: boolean;
  /** JVM options from `jvm="…"` in the meta string. */
  jvmArgs?: string[];
  output: string | null;
};
export type Result =
  | {kind: 'ids'; text: string; value: number[]}
  | {kind: 'int'; text: string; value: number}
  | {kind: 'bool'; text: string; value: boolean}
  | {kind: 'string'; text: string; value: string}
  | {kind: 'throws'; text: string; value: string};
export type ResultStatement = {line: number; docLine: number; statement: string; indent: string; result: Result};
export type ModelRow = {constant: string; name: string; encoding: string; maxContextLength: number};

export function docFiles(dir?: string): string[];
export function codeBlocks(file: string): CodeBlock[];
export function javaBlocks(file: string): JavaBlock[];
export function splitComment(line: string): {code: string; comment: string | null};
export function parseResult(comment: string | null): Result | null;
export function resultStatements(block: JavaBlock): ResultStatement[];
export function modelTable(file: string): ModelRow[];
export function findJar(version?: string): string | null;
export function balanced(code: string): boolean;
export function jvmArgs(meta: string | undefined): string[];
