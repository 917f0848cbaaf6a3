#!/usr/bin/env node
// Writes the API reference's pages, docs/getting-started/reference/<Type>.md, one per public type of
// JTokkit, from src/data/api-reference.json (what scripts/java/ApiReference.java reads from
// JTokkit's sources), src/data/example-symbols.json (what javac says each guide's Java blocks use,
// written by the Java examples check) and the guides' own headings. The pages are plain Markdown:
// Docusaurus builds them like any other page, with the sidebar, search, llms.txt and the Markdown copies.
//
//   node --import tsx scripts/api-reference-pages.ts          # fails when a page differs from what it would write
//   node --import tsx scripts/api-reference-pages.ts --write  # writes them
//
// `npm run reference` runs the whole chain (the generator, the examples' symbols, these pages).
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {
  API,
  REFERENCE_DIR,
  anchorOf,
  entryTitle,
  symbolOfCode,
  typeFile,
  type ApiDoc,
  type ApiMember,
  type ApiType,
} from '../plugins/apiReference';
import {parseMarkdown} from '../plugins/markdownSource';
import {DOC_PAGES, JTOKKIT_COORDINATES} from '../src/lib/site/site';
import exampleSymbols from '../src/data/example-symbols.json';
import {codeKey} from '../src/components/ApiLinks/codeKey';

/** The Java blocks of the guides, each with the symbols javac found in it (src/data/example-symbols.json). */
export type ExampleSymbols = Record<string, {hash: string; links: [number, number, number, string][]}[]>;

/** A section of a guide: where a reader lands from an entry's "Used in" or "Known issue". */
interface Section {
  /** The page's title, for grouping. */
  page?: string;
  /** Markdown. */
  label: string;
  /** The page's file relative to docs/, with the heading's anchor. */
  href: string;
}

const KNOWN_ISSUES = 'getting-started/known-issues.md';

/** Each Markdown heading of a page (h2, h3) with its anchor, as Docusaurus makes it, and its line. */
function headings(file: string): {line: number; text: string; id: string; level: number}[] {
  const source = fs.readFileSync(path.join('docs', file), 'utf8');
  const slugger = createSlugger();
  const found: {line: number; text: string; id: string; level: number}[] = [];
  const {blocks} = parseMarkdown(source, file);
  // The lines of the fenced code blocks, fences included: a `#` there is code, not a heading.
  const inCode = new Set<number>();
  for (const block of blocks) {
    const last = block.startLine + block.code.split('\n').length + 1;
    for (let line = block.startLine; line <= last; line++) inCode.add(line);
  }
  source.split('\n').forEach((text, index) => {
    const heading = inCode.has(index + 1) ? null : /^(#{2,3})\s+(.+?)\s*$/.exec(text);
    if (!heading) return;
    const explicit = /\s*\{#([^}]+)\}$/.exec(heading[2]!);
    // The heading as a reader sees it: link text only, no code marks.
    const plain = heading[2]!
      .replace(/\s*\{#[^}]+\}$/, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .replace(/\\(.)/g, '$1');
    found.push({
      line: index + 1,
      text: plain,
      id: explicit ? explicit[1]! : slugger.slug(plain),
      level: heading[1]!.length,
    });
  });
  return found;
}

const titleOf = (file: string): string => {
  const {frontMatter} = parseMarkdown(fs.readFileSync(path.join('docs', file), 'utf8'), file);
  return String(frontMatter.sidebar_label ?? frontMatter.title);
};

/** A link from a reference page (docs/getting-started/reference/) to a file under docs/. */
const fromReference = (file: string) => path.posix.relative(REFERENCE_DIR, file);

/** The guide sections whose examples use each symbol, in reading order. */
function usedIn(symbols: ExampleSymbols): Map<string, Section[]> {
  const used = new Map<string, Section[]>();
  for (const doc of DOC_PAGES) {
    const blocks = symbols[path.posix.join('docs', doc.file)];
    if (!blocks) continue;
    const pageHeadings = headings(doc.file);
    const title = titleOf(doc.file);
    // Where each block is now: found by its code, so that prose edited above it moves nothing in the data.
    const source = fs.readFileSync(path.join('docs', doc.file), 'utf8');
    const lines = new Map(
      parseMarkdown(source, doc.file).blocks.map((block) => [codeKey(block.code), block.startLine]),
    );
    for (const block of blocks) {
      const line = lines.get(block.hash);
      if (line === undefined) continue; // its code changed since the Java examples check wrote the file
      const heading = pageHeadings.filter((h) => h.line < line).at(-1);
      const section: Section = heading
        ? {page: title, label: escapeText(heading.text), href: `${fromReference(doc.file)}#${heading.id}`}
        : {page: title, label: escapeText(title), href: fromReference(doc.file)};
      for (const symbol of new Set(block.links.map((link) => link[3]))) {
        const sections = used.get(symbol) ?? [];
        if (!sections.some((s) => s.href === section.href)) sections.push(section);
        used.set(symbol, sections);
      }
    }
  }
  return used;
}

/**
 * The known issues of each symbol: the rows of the table at the top of the Known issues page, whose
 * "Affects" cell names it in inline code (read as symbolOfCode reads inline code everywhere).
 */
function knownIssues(): Map<string, Section[]> {
  const issues = new Map<string, Section[]>();
  const source = fs.readFileSync(path.join('docs', KNOWN_ISSUES), 'utf8');
  for (const row of parseMarkdown(source, KNOWN_ISSUES).prose.split('\n')) {
    const cells = /^\| \[(.+?)\]\(#([^)]+)\) \| (.+?) \|/.exec(row);
    if (!cells) continue;
    const label = cells[1]!.replace(/\\\|/g, '|');
    const section = {label, href: `${fromReference(KNOWN_ISSUES)}#${cells[2]}`};
    for (const code of cells[3]!.matchAll(/`([^`]+)`/g)) {
      const symbol = symbolOfCode(code[1]!);
      if (!symbol) continue;
      issues.set(symbol, [...(issues.get(symbol) ?? []), section]);
    }
  }
  return issues;
}

/** The Javadoc's Markdown with its `jtokkit:<symbol>` links made relative links to the entries' pages. */
function resolveLinks(markdown: string, from: ApiType): string {
  return markdown.replace(
    /\]\(jtokkit:([^()\s]+(?:\([^)]*\))?)\)/g,
    (_, symbol: string) => `](${entryLink(symbol, from)})`,
  );
}

/** A link from the page of `from` to a symbol's entry. */
function entryLink(symbol: string, from: ApiType): string {
  const [typeName, memberPart] = symbol.split('#');
  const type = API.types.find((candidate) => candidate.qualifiedName === typeName);
  if (!type) throw new Error(`the Javadoc links to ${symbol}, which is not in the reference`);
  const member = memberPart === undefined ? null : type.members.find((candidate) => candidate.symbol === symbol);
  if (memberPart !== undefined && !member)
    throw new Error(`the Javadoc links to ${symbol}, which is not in the reference`);
  const page = type === from ? '' : `./${type.name}.md`;
  return member ? `${page}#${anchorOf(member)}` : page || `./${type.name}.md`;
}

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** A type in a signature, linked to its page when it mentions a JTokkit type. */
function typeLink(type: string, symbol: string | null | undefined, from: ApiType): string {
  return symbol ? `[${code(type)}](${entryLink(symbol, from)})` : code(type);
}

const links = (sections: Section[]) => sections.map((s) => `[${s.label}](${s.href})`).join(', ');

/** Sections grouped by their page: `Usage: [A](…), [B](…); Extending: [C](…)`. */
function linksByPage(sections: Section[]): string {
  const pages = new Map<string, Section[]>();
  for (const section of sections) pages.set(section.page ?? '', [...(pages.get(section.page ?? '') ?? []), section]);
  return [...pages].map(([page, inPage]) => `${escapeText(page)}: ${links(inPage)}`).join('; ');
}

/** Text for MDX: what Markdown or JSX would read as syntax is escaped. */
const escapeText = (text: string) => text.replace(/[\\`*_{}[\]<>|]/g, (c) => `\\${c}`);

function releaseNote(member: ApiMember, type: ApiType): string {
  const parts = [`**Since** ${member.since}`];
  for (const change of member.changes)
    parts.push(`signature changed in ${change.version}; before: ${code(change.before)}`);
  // Overloads of the same name that the release which brought this one removed.
  for (const old of type.removed) {
    const next = API.releases[API.releases.indexOf(old.until) + 1];
    if (old.name === member.name && next === member.since) {
      parts.push(`replaces ${code(old.declaration)} (${old.from} to ${old.until})`);
    }
  }
  return parts.join('; ');
}

const docLines = (doc: ApiDoc | undefined, type: ApiType): string[] =>
  doc?.description ? [resolveLinks(doc.description, type), ''] : [];

function memberEntry(member: ApiMember, type: ApiType, used: Map<string, Section[]>, issues: Map<string, Section[]>) {
  const doc = member.doc;
  // An enum constant's declaration is its name; its signature is how Javadoc shows it: `public static final ModelType GPT_4O`.
  const signature =
    member.kind === 'enum constant'
      ? `${member.modifiers.join(' ')} ${type.name} ${member.declaration}`
      : member.declaration;
  const lines = [`### ${entryTitle(member)}`, '', code(signature), ''];
  lines.push(...docLines(doc, type));
  const facts: string[] = [];
  // An enum constant's constructor arguments, by the constructor's parameter names.
  for (const argument of member.arguments ?? [])
    facts.push(`**${argument.parameter}** ${typeLink(argument.value, argument.symbol, type)}`);
  for (const parameter of member.parameters ?? []) {
    const text = doc?.params?.[parameter.name];
    facts.push(
      `**Parameter** ${code(parameter.name)}, ${typeLink(parameter.type, parameter.typeSymbol, type)}${text ? `: ${resolveLinks(text, type)}` : ''}`,
    );
  }
  if (member.returns !== undefined && member.returns !== 'void') {
    facts.push(
      `**Returns** ${typeLink(member.returns, member.returnsSymbol, type)}${doc?.returns ? `: ${resolveLinks(doc.returns, type)}` : ''}`,
    );
  }
  if (member.type && member.kind === 'field') facts.push(`**Type** ${code(member.type)}`);
  const documented = new Set((doc?.throws ?? []).map((t) => t.type));
  for (const thrown of member.throws ?? []) if (!documented.has(thrown)) facts.push(`**Throws** ${code(thrown)}`);
  for (const thrown of doc?.throws ?? [])
    facts.push(
      `**Throws** ${code(thrown.type)}${thrown.description ? `: ${resolveLinks(thrown.description, type)}` : ''}`,
    );
  for (const see of doc?.see ?? []) facts.push(`**See** ${resolveLinks(see, type)}`);
  facts.push(releaseNote(member, type));
  const known = issues.get(member.symbol);
  if (known) facts.push(`**Known issue** ${links(known)}`);
  const sections = used.get(member.symbol);
  if (sections) facts.push(`**Used in** ${linksByPage(sections)}`);
  lines.push(...facts.map((fact) => `- ${fact}`), '');
  return lines;
}

function typeDescription(type: ApiType): string {
  const kind = type.kind === 'class' ? 'class' : type.kind;
  const what = {
    constructor: 'constructor',
    method: 'method',
    field: 'field',
    'enum constant': 'constant',
  } as const;
  const kinds = [...new Set(type.members.map((member) => what[member.kind]))];
  const listed = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : kinds[0];
  return (
    `The ${type.name} ${kind} of JTokkit ${API.version}: each ${listed} with its signature, first ` +
    'release and, where given, Javadoc, changes and uses.'
  );
}

/** Lines a paragraph or list item may not start with, or Markdown would read them as syntax. */
const BLOCK_START = /^(?:[-+*>#|]|\d+[.)])(?:\s|$)/;

/**
 * The Markdown with its paragraphs and list items wrapped at 100 columns, as the hand-written pages
 * are: only at spaces outside code spans and link addresses; headings, tables, code and front matter stay.
 */
export function wrapProse(markdown: string, width = 100): string {
  const out: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced || line.startsWith('```') || line.length <= width || /^(?:#|\||---|\w+: )/.test(line)) {
      out.push(line);
      continue;
    }
    const indent = line.startsWith('- ') ? '  ' : '';
    // Break points: spaces outside backticks.
    const pieces: string[] = [];
    let current = '';
    let inCode = false;
    for (const char of line) {
      if (char === '`') inCode = !inCode;
      if (char === ' ' && !inCode) {
        pieces.push(current);
        current = '';
      } else current += char;
    }
    pieces.push(current);
    let row = '';
    for (const piece of pieces) {
      const next = row ? `${row} ${piece}` : piece;
      if (row && next.length > width && !BLOCK_START.test(piece)) {
        out.push(row);
        row = indent + piece;
      } else row = next;
    }
    out.push(row);
  }
  return out.join('\n');
}

export function renderPage(type: ApiType, used: Map<string, Section[]>, issues: Map<string, Section[]>): string {
  const lines = [
    '---',
    `title: ${type.name}`,
    `description: ${JSON.stringify(typeDescription(type))}`,
    '---',
    '',
    `${code(type.declaration)} in the package ${code(type.package)}, since ${type.since}.`,
    '',
  ];
  lines.push(...docLines(type.doc, type));
  // An enum constant is an entry as a method is: a heading of its own, which the table of contents
  // lists and the search finds by its name.
  const groups: [string, ApiMember['kind']][] = [
    ['Enum constants', 'enum constant'],
    ['Fields', 'field'],
    ['Constructors', 'constructor'],
    ['Methods', 'method'],
  ];
  for (const [heading, kind] of groups) {
    const members = type.members.filter((member) => member.kind === kind);
    if (!members.length) continue;
    lines.push(`## ${heading}`, '');
    for (const member of members) lines.push(...memberEntry(member, type, used, issues));
  }
  if (type.removed.length) {
    lines.push(
      '## Removed in earlier releases',
      '',
      `Code compiled against a release that had one of these fails on ${API.version} with a \`NoSuchMethodError\` or \`NoSuchFieldError\`.`,
      '',
      ...type.removed.map((old) => `- ${code(old.declaration)}: ${old.from} to ${old.until}`),
      '',
    );
  }
  lines.push(
    '## About this page',
    '',
    `Generated from the sources of JTokkit ${API.version} (\`${JTOKKIT_COORDINATES}\`, its sources jar) as javac reads them; ` +
      `"since" and the signature changes compare the public API of every release from ${API.releases[0]} to ${API.version}. ` +
      'The Javadoc is JTokkit’s own; where the code does something else, the entry names the known issue. ' +
      '"Used in" lists the sections of these docs whose checked examples call the entry, as javac resolves the call.',
    '',
  );
  return wrapProse(lines.join('\n'));
}

/** Every reference page: its file under docs/ and its Markdown. */
export function referencePages(
  symbols: ExampleSymbols = exampleSymbols as unknown as ExampleSymbols,
): Map<string, string> {
  const used = usedIn(symbols);
  const issues = knownIssues();
  return new Map(API.types.map((type) => [typeFile(type), renderPage(type, used, issues)]));
}

function main() {
  const write = process.argv.includes('--write');
  const dir = path.join('docs', REFERENCE_DIR);
  const pages = referencePages();
  const stale: string[] = [];
  if (write) fs.mkdirSync(dir, {recursive: true});
  for (const [file, markdown] of pages) {
    const target = path.join('docs', file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
    if (current === markdown) continue;
    if (write) fs.writeFileSync(target, markdown);
    else stale.push(target);
  }
  // A page of a type that is gone (only pages: other files of the folder stay).
  const extra = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => name.endsWith('.md') && !pages.has(`${REFERENCE_DIR}/${name}`))
    : [];
  for (const name of extra) {
    if (write) fs.rmSync(path.join(dir, name));
    else stale.push(path.join(dir, name));
  }
  if (stale.length) {
    console.log(
      `api reference pages: out of date, run node --import tsx scripts/api-reference-pages.ts --write: ${stale.join(', ')}`,
    );
    return 1;
  }
  console.log(`api reference pages: ${write ? 'written' : 'up to date'} (${pages.size} pages)`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
