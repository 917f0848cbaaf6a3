/**
 * A remark plugin (the docs' `remarkPlugins`) that links the guides to the API reference, in the
 * server's HTML:
 * - a Java block gets the names javac resolved to JTokkit's API (src/data/example-symbols.json,
 *   written by the Java examples check), each with its entry's address, as the code element's
 *   `data-api-links`; src/theme/MDXComponents hands them to the block, which renders each name as
 *   a link (src/components/LazyHighlight). A block whose code changed since the check wrote the
 *   file is found by no hash and stays without links until the check runs again;
 * - inline code that names a type or member (`IntArrayList`, `encode(text, maxTokens)`;
 *   symbolOfCode in plugins/apiReference.ts) becomes a link to its entry, outside headings and links
 *   (a link inside a link is not HTML: the browser would split it, and React fail to hydrate the page);
 * - on the reference pages, `<a id="…"></a>` (an enum constant's row) becomes `<Anchor id="…" />`,
 *   so that the build's check of anchors knows it.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {REFERENCE_DIR, symbolOfCode, symbolUrl} from './apiReference';
import exampleSymbols from '../src/data/example-symbols.json';

interface Node {
  type: string;
  value?: string;
  lang?: string | null;
  name?: string | null;
  url?: string;
  attributes?: {type: string; name: string; value?: unknown}[];
  children?: Node[];
  data?: {hProperties?: Record<string, unknown>};
}

type Blocks = Record<string, {hash: string; links: [number, number, number, string][]}[]>;

/** The hash the Java examples check gives a block's code: the first 12 hex digits of its SHA-1. */
export const codeHash = (code: string): string => createHash('sha1').update(code).digest('hex').slice(0, 12);

/**
 * A block's links as its code element's `data-api-links` (decodeCodeLinks in src/components/ApiLinks
 * reads it): the addresses once each, after their common start, and four numbers a link, [line,
 * column, length, address], so that the page's chunk grows little.
 */
function blockLinks(file: string, code: string): string | null {
  const block = (exampleSymbols as unknown as Blocks)[file]?.find((candidate) => candidate.hash === codeHash(code));
  const prefix = `/docs/${REFERENCE_DIR}/`;
  const addresses: string[] = [];
  const numbers: number[] = [];
  for (const [line, column, length, symbol] of block?.links ?? []) {
    const url = symbolUrl(symbol);
    if (!url) continue;
    if (!addresses.includes(url)) addresses.push(url);
    numbers.push(line, column, length, addresses.indexOf(url));
  }
  if (!numbers.length) return null;
  return JSON.stringify({p: prefix, u: addresses.map((url) => url.slice(prefix.length)), l: numbers});
}

function walk(node: Node, file: string, inReference: boolean, skipCode: boolean): void {
  const children = node.children ?? [];
  children.forEach((child, index) => {
    if (child.type === 'code' && child.lang === 'java' && !inReference) {
      const links = blockLinks(file, child.value ?? '');
      if (links) {
        child.data ??= {};
        child.data.hProperties = {...child.data.hProperties, 'data-api-links': links};
      }
    } else if (child.type === 'inlineCode' && !inReference && !skipCode) {
      const symbol = symbolOfCode(child.value ?? '');
      const url = symbol && symbolUrl(symbol);
      if (url) children[index] = {type: 'link', url, children: [child]};
    } else if (
      inReference &&
      child.type === 'mdxJsxTextElement' &&
      child.name === 'a' &&
      child.attributes?.length === 1 &&
      child.attributes[0]!.name === 'id'
    ) {
      child.name = 'Anchor';
    }
    const isLink =
      ['link', 'linkReference', 'heading'].includes(child.type) ||
      (child.type.startsWith('mdxJsx') && child.name === 'a');
    walk(child, file, inReference, skipCode || isLink);
  });
}

export default function apiLinks() {
  return (tree: Node, vfile: {path?: string}) => {
    const file = path
      .relative(process.cwd(), vfile.path ?? '')
      .split(path.sep)
      .join('/');
    walk(tree, file, file.startsWith(`docs/${REFERENCE_DIR}/`), false);
  };
}
