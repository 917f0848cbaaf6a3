/**
 * Finds, in the repository's own code, every place where the site reaches into Docusaurus: the
 * touchpoint test (tests/unit/touchpoints.test.ts) compares what this finds with what
 * plugins/touchpoints/touchpoints.ts lists, so that the list cannot go incomplete. It reads the code
 * (TypeScript's parser for scripts, the import lines of Markdown and CSS, package.json as JSON):
 * nothing here is a list of the reaches there are.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  CONFIG_KEYS,
  DEV_SERVER_HOOKS,
  PLUGIN_HOOKS,
  type Reach,
  type ReachKind,
} from '../../plugins/touchpoints/touchpoints';

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const MARKDOWN = /\.mdx?$/;
const STYLES = /\.(?:css|scss|sass|less)$/;
/** Not the repository's code: dependencies, build output, caches, reports. */
const SKIPPED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  '.cache',
]);

/** Every file under root, relative and with forward slashes, outside SKIPPED and hidden folders. */
export function repositoryFiles(root: string, dir = ''): string[] {
  const entries = fs.readdirSync(path.join(root, dir), {withFileTypes: true});
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : repositoryFiles(root, file);
    }
    return entry.isFile() ? [file] : [];
  });
}

/** What an import specifier reaches, if anything: a Docusaurus internal path, a utility package, the original of a theme component. */
export function importKind(specifier: string, file: string, themeFolders: string[]): ReachKind | null {
  if (/^(?:@docusaurus\/[^/]+|docusaurus-[^/]+)\/(?:internal|lib|src)(?:\/|$)/.test(specifier))
    return 'internal import';
  if (/^@docusaurus\/utils(?:-[^/]+)?(?:\/|$)/.test(specifier)) return 'utility import';
  if (/^@theme-(?:original|init)\//.test(specifier) && !themeFolders.some((folder) => file.startsWith(folder))) {
    return 'theme-original import';
  }
  return null;
}

interface Imported {
  specifier: string;
  /** The names taken from it: `default`, `*` for the whole module, or nothing for a side-effect import. */
  names: string[];
}

const stringValue = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

const propertyName = (name: ts.PropertyName | undefined): string | null =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) ? name.text : null;

/** A script's imports and the names of the properties and methods it defines, from TypeScript's syntax tree. */
function readScript(file: string, source: string): {imports: Imported[]; properties: {name: string; node: ts.Node}[]} {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const imports: Imported[] = [];
  const properties: {name: string; node: ts.Node}[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const specifier = stringValue(node.moduleSpecifier);
      const clause = node.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      }
      if (specifier) imports.push({specifier, names});
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const specifier = stringValue(node.moduleSpecifier);
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((element) => (element.propertyName ?? element.name).text)
          : ['*'];
      if (specifier) imports.push({specifier, names});
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const specifier = stringValue(node.moduleReference.expression);
      if (specifier) imports.push({specifier, names: ['*']});
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      const specifier = ts.isLiteralTypeNode(argument) ? stringValue(argument.literal) : null;
      if (specifier) imports.push({specifier, names: [node.qualifier ? node.qualifier.getText() : '*']});
    } else if (ts.isCallExpression(node)) {
      // import('x'), require('x'), require.resolve('x'), and a require of our own (createRequire's,
      // requireFromRoot('x'), resolve('x')): any call named after require, import or resolve.
      const callee = node.expression;
      const calleeName = callee.kind === ts.SyntaxKind.ImportKeyword ? 'import' : callee.getText();
      const specifier = stringValue(node.arguments[0]);
      if (/(?:require|import|resolve)/i.test(calleeName) && specifier) imports.push({specifier, names: ['*']});
    } else if (
      ts.isPropertyAssignment(node) ||
      ts.isShorthandPropertyAssignment(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isPropertyDeclaration(node) ||
      ts.isGetAccessorDeclaration(node)
    ) {
      const name = propertyName(node.name);
      if (name) properties.push({name, node});
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left)
    ) {
      // plugin.postBuild = …
      properties.push({name: node.left.name.text, node});
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return {imports, properties};
}

/** The import lines of an MDX page, outside code blocks. */
function markdownImports(source: string): Imported[] {
  const text = source.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '');
  return [
    ...text.matchAll(/^(?:import|export)\s[\s\S]*?\bfrom\s*['"]([^'"\n]+)['"]|^import\s*['"]([^'"\n]+)['"]/gm),
  ].map((match) => ({specifier: (match[1] ?? match[2])!, names: ['*']}));
}

/** A stylesheet's @import and composes … from. */
function styleImports(source: string): Imported[] {
  return [
    ...source.matchAll(/@import\s+(?:url\(\s*)?['"]?([^'")\s;]+)|\bcomposes:[^;]*\bfrom\s+['"]([^'"]+)['"]/g),
  ].map((match) => ({specifier: (match[1] ?? match[2])!.replace(/^~/, ''), names: ['*']}));
}

/** The string literals in a getThemePath's body that name a folder beside the plugin: its theme components. */
function themeFoldersOf(root: string, file: string, hook: ts.Node): string[] {
  const folders: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = stringValue(node);
    if (text !== null && text !== '') {
      const folder = path
        .relative(root, path.resolve(root, path.dirname(file), text))
        .split(path.sep)
        .join('/');
      if (
        !folder.startsWith('..') &&
        fs.existsSync(path.join(root, folder)) &&
        fs.statSync(path.join(root, folder)).isDirectory()
      ) {
        folders.push(`${folder}/`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(hook);
  return folders;
}

/** The component a file of a theme folder belongs to: its folder (CodeBlock/Content), or its name at the top (Root). */
function componentOf(relative: string): string {
  const parts = relative.split('/');
  if (parts.length === 1) return parts[0]!.replace(/\.[^.]+$/, '');
  return parts.slice(0, -1).join('/');
}

/** Every reach into Docusaurus in the repository at root, each once per file, kind and what. */
export function findReaches(root: string): Reach[] {
  const files = repositoryFiles(root);
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const scripts = new Map(files.filter((file) => CODE.test(file)).map((file) => [file, readScript(file, read(file))]));

  // The theme folders: the site's src/theme, and each local plugin's getThemePath.
  const themeFolders = ['src/theme/'];
  const reaches: Reach[] = [];
  for (const [file, {properties}] of scripts) {
    for (const {name, node} of properties) {
      if (name === 'getThemePath' || name === 'getTypeScriptThemePath') {
        for (const folder of themeFoldersOf(root, file, node))
          if (!themeFolders.includes(folder)) themeFolders.push(folder);
      }
    }
  }

  const add = (reach: Reach) => {
    if (!reaches.some((known) => known.file === reach.file && known.kind === reach.kind && known.what === reach.what))
      reaches.push(reach);
  };
  const addImports = (file: string, imports: Imported[]) => {
    for (const {specifier, names} of imports) {
      const kind = importKind(specifier, file, themeFolders);
      if (!kind) continue;
      if (names.length === 0) add({file, kind, what: specifier});
      for (const name of names) add({file, kind, what: `${specifier}: ${name}`});
    }
  };

  for (const [file, {imports, properties}] of scripts) {
    addImports(file, imports);
    for (const {name} of properties) {
      if (PLUGIN_HOOKS.includes(name)) add({file, kind: 'plugin hook', what: name});
      if (DEV_SERVER_HOOKS.includes(name)) add({file, kind: 'dev-server hook', what: name});
      if (/^docusaurus\.config\.[cm]?[jt]s$/.test(file) && CONFIG_KEYS.includes(name))
        add({file, kind: 'config key', what: name});
    }
  }
  for (const file of files.filter((file) => MARKDOWN.test(file))) addImports(file, markdownImports(read(file)));
  for (const file of files.filter((file) => STYLES.test(file))) addImports(file, styleImports(read(file)));

  for (const folder of themeFolders) {
    for (const file of files.filter((file) => file.startsWith(folder))) {
      add({file: folder, kind: 'theme component', what: componentOf(file.slice(folder.length))});
    }
  }

  // Patch files (patch-package's patches/, Yarn's .yarn/patches, any .patch or .diff) and the tools that apply them.
  for (const file of files) {
    if (/(?:^|\/)patches\//.test(file) || /\.(?:patch|diff)$/.test(file)) add({file, kind: 'patch file', what: file});
  }
  if (fs.existsSync(path.join(root, '.yarn/patches')))
    add({file: '.yarn/patches/', kind: 'patch file', what: '.yarn/patches/'});

  if (files.includes('package.json')) {
    const manifest = JSON.parse(read('package.json')) as Record<string, unknown>;
    const section = (key: string) => (manifest[key] ?? {}) as Record<string, unknown>;
    for (const key of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const name of Object.keys(section(key))) {
        if (/^(?:patch-package|patch-package-\S+|@pnpm\/patch-package|postinstall-postinstall)$/.test(name))
          add({file: 'package.json', kind: 'patch file', what: name});
      }
    }
    for (const [name, script] of Object.entries(section('scripts'))) {
      if (typeof script === 'string' && /\bpatch-package\b|\bgit apply\b|\bpatch\s+-p/.test(script))
        add({file: 'package.json', kind: 'patch file', what: `scripts.${name}`});
    }
    const pnpm = (manifest.pnpm ?? {}) as Record<string, unknown>;
    for (const name of Object.keys((pnpm.patchedDependencies ?? {}) as object))
      add({file: 'package.json', kind: 'patch file', what: `pnpm.patchedDependencies.${name}`});
    for (const [name, version] of Object.entries({
      ...section('overrides'),
      ...section('resolutions'),
      ...((pnpm.overrides ?? {}) as Record<string, unknown>),
    })) {
      add({
        file: 'package.json',
        kind: 'npm override',
        what: `${name}@${JSON.stringify(version).replace(/^"|"$/g, '')}`,
      });
    }
  }
  return reaches;
}

const same = (a: Reach, b: Reach) => a.file === b.file && a.kind === b.kind && a.what === b.what;

/** A reach found in the code that the list does not name, as the test reports it. */
export const describe = ({file, kind, what}: Reach) => `${file}: ${kind} ${what}`;

/** The reaches found that no entry of the list names. */
export const unlisted = (found: Reach[], listed: Reach[]): Reach[] =>
  found.filter((reach) => !listed.some((entry) => same(entry, reach)));

/** The reaches the list names that the code no longer has. */
export const gone = (found: Reach[], listed: Reach[]): Reach[] =>
  listed.filter((entry) => !found.some((reach) => same(entry, reach)));
