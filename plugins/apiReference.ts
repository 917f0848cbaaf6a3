/**
 * JTokkit's public API as the reference pages show it: the data scripts/java/ApiReference.java reads
 * from JTokkit's sources (src/data/api-reference.json), where each type's page is and each entry's
 * anchor, and which entry a piece of inline code names. Read by the page generator
 * (scripts/api-reference-pages.ts), the remark plugin that links the guides' code
 * (plugins/api-links.ts) and the tests, in Node.
 */
import {createSlugger} from '@docusaurus/utils';
import data from '../src/data/api-reference.json';

export interface ApiParameter {
  name: string;
  type: string;
  /** The JTokkit type the parameter's type mentions, for a link. */
  typeSymbol: string | null;
}

export interface ApiDoc {
  /** The Javadoc's description as Markdown; a link to an entry is `jtokkit:<symbol>`. */
  description: string;
  params?: Record<string, string>;
  returns?: string;
  throws?: {type: string; description: string}[];
  see?: string[];
}

export interface ApiMember {
  /** As javac names it: the type's qualified name, `#`, the member's Element.toString(). */
  symbol: string;
  kind: 'constructor' | 'method' | 'field' | 'enum constant';
  name: string;
  declaration: string;
  modifiers: string[];
  parameters?: ApiParameter[];
  returns?: string;
  returnsSymbol?: string | null;
  throws?: string[];
  /** A field's type. */
  type?: string;
  /** A constant field's value, as a Java literal. */
  value?: string;
  /** An enum constant's constructor arguments. */
  arguments?: {parameter: string; value: string; symbol?: string}[];
  /** The first release of the unbroken run of releases, up to this one, that have the member. */
  since: string;
  /** The releases in that run whose signature of the member differs from the release before. */
  changes: {version: string; before: string}[];
  doc?: ApiDoc;
}

export interface ApiType {
  name: string;
  qualifiedName: string;
  package: string;
  kind: 'class' | 'interface' | 'enum';
  declaration: string;
  since: string;
  doc?: ApiDoc;
  members: ApiMember[];
  /** Members of earlier releases that this one has not, with the first and last release that had each. */
  removed: {kind: ApiMember['kind']; name: string; declaration: string; from: string; until: string}[];
}

export interface ApiReference {
  version: string;
  releases: string[];
  types: ApiType[];
}

export const API: ApiReference = data as ApiReference;

/** The reference pages' folder under docs/, and its place in the routes. */
export const REFERENCE_DIR = 'getting-started/reference';

/** The file of a type's page, relative to docs/. */
export const typeFile = (type: ApiType): string => `${REFERENCE_DIR}/${type.name}.md`;

/** The route of a type's page. */
export const typeRoute = (type: ApiType): string => `/docs/${REFERENCE_DIR}/${type.name}`;

/** How a member's entry is titled, with erased types as a call site sees them: `encode(String, int)`, `getName()`, `GptBytePairEncodingParams(String, Pattern, Map, Map)`, `CL100K_BASE`. */
export function entryTitle(member: ApiMember): string {
  if (!member.parameters) return member.name;
  return `${member.name}(${member.parameters.map((parameter) => parameter.type.replace(/<.*>/, '')).join(', ')})`;
}

/**
 * The anchor of a member's entry: its heading's, as Docusaurus makes it from the title
 * (`encode(String, int)` -> `encodestring-int`, `CL100K_BASE` -> `cl100k_base`), so that the page's
 * Markdown needs no explicit id, which the Markdown copies would show.
 */
export function anchorOf(member: ApiMember): string {
  return createSlugger().slug(entryTitle(member));
}

interface Entry {
  type: ApiType;
  member: ApiMember | null;
}

const entries = new Map<string, Entry>();
for (const type of API.types) {
  entries.set(type.qualifiedName, {type, member: null});
  for (const member of type.members) entries.set(member.symbol, {type, member});
}

/** The address of the entry of a symbol (as javac names it), or null when the reference has none. */
export function symbolUrl(symbol: string): string | null {
  const entry = entries.get(symbol);
  if (!entry) return null;
  return entry.member ? `${typeRoute(entry.type)}#${anchorOf(entry.member)}` : typeRoute(entry.type);
}

/** The symbols of the reference, each with its address. */
export function referenceSymbols(): string[] {
  return [...entries.keys()];
}

/**
 * Method names that java.lang.Object or java.util.List also declare: in prose, `size()` or
 * `toString()` without a type may mean any list's, so only a qualified name links to JTokkit's.
 */
const COMMON_NAMES = new Set([
  'add',
  'clear',
  'equals',
  'get',
  'hashCode',
  'isEmpty',
  'set',
  'size',
  'toArray',
  'toString',
  'valueOf',
  'values',
]);

/**
 * The symbol that a piece of inline code names, or null: a type (`IntArrayList`), a member of a
 * type (`EncodingResult.getTokens()`, `ModelType.GPT_4O`, `Encodings.newLazyEncodingRegistry()`),
 * a constructor (`new IntArrayList(capacity)`), or a member without its type when exactly one type
 * declares that name and it is not a name every list has (`countTokens`, `encode(text, maxTokens)`).
 * Arguments choose among overloads: by their types when they are type names (`getEncoding(EncodingType)`),
 * else by their number; without arguments, the first overload. Anything else (a call on a result,
 * an expression) names nothing.
 */
export function symbolOfCode(code: string): string | null {
  const match = /^(new )?(?:([A-Z]\w*)\.)?(\w+)(?:\(([\w<>[\], ]*)\))?$/.exec(code.trim());
  if (!match) return null;
  const [, isNew, owner, name = '', argumentText] = match;
  const byName = (type: ApiType) =>
    type.members.filter((member) => member.name === name && member.kind !== 'constructor');
  if (isNew) {
    const type = API.types.find((candidate) => candidate.name === name);
    if (owner || !type) return null;
    return pick(
      type.members.filter((member) => member.kind === 'constructor'),
      argumentText,
    );
  }
  if (owner) {
    const type = API.types.find((candidate) => candidate.name === owner);
    return type ? pick(byName(type), argumentText) : null;
  }
  const type = API.types.find((candidate) => candidate.name === name);
  if (type) return argumentText === undefined ? type.qualifiedName : null;
  if (COMMON_NAMES.has(name)) return null;
  const declaring = API.types.filter((candidate) => byName(candidate).length > 0);
  return declaring.length === 1 ? pick(byName(declaring[0]!), argumentText) : null;
}

/** The overload that the written arguments (types or names) choose; null when they choose none or several. */
function pick(overloads: ApiMember[], argumentText: string | undefined): string | null {
  if (argumentText === undefined || overloads.length === 1) {
    const [first] = overloads;
    if (!first) return null;
    // Written without arguments, a field or constant; with a call's parentheses, a method.
    return argumentText === undefined || first.parameters ? first.symbol : null;
  }
  const written = argumentText.trim() === '' ? [] : argumentText.split(',').map((argument) => argument.trim());
  const byTypes = overloads.filter(
    (member) =>
      member.parameters?.length === written.length &&
      member.parameters.every((parameter, index) => parameter.type.replace(/<.*>/, '') === written[index]),
  );
  // Argument names (`text, maxTokens`) choose by number; types that match no overload choose none.
  const names = written.every((argument) => /^[a-z]\w*$/.test(argument) && !PRIMITIVES.has(argument));
  const chosen =
    byTypes.length || !names ? byTypes : overloads.filter((member) => member.parameters?.length === written.length);
  return chosen.length === 1 ? chosen[0]!.symbol : null;
}

const PRIMITIVES = new Set(['boolean', 'byte', 'char', 'short', 'int', 'long', 'float', 'double']);
