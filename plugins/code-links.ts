import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeHash} from './api-links';
import {REFERENCE_DIR, symbolUrl} from './apiReference';
import {parseMarkdown} from './markdownSource';
import {codeKey} from '../src/components/ApiLinks/codeKey';
import exampleSymbols from '../src/data/example-symbols.json';

type Blocks = Record<string, {hash: string; links: [number, number, number, string][]}[]>;

/**
 * The links of the guides' Java blocks, one file for the whole site: the names javac resolved to
 * JTokkit's API (src/data/example-symbols.json, written by the Java examples check), each with its
 * entry's address. `p` is the addresses' common start, `u` the addresses after it, once each, and
 * `b` each block's links under the key of its code (src/components/ApiLinks/codeKey.ts), four numbers
 * a link: line, column, length (from 0) and the index of its address in `u`.
 */
export interface CodeLinksData {
  p: string;
  u: string[];
  b: Record<string, number[]>;
}

/**
 * The data from the docs' sources and the names javac resolved. A block whose code changed since the
 * check wrote the names matches no hash and has no links until the check runs again (the build test
 * of links then fails).
 */
export function codeLinksData(siteDir: string): CodeLinksData {
  const prefix = `/docs/${REFERENCE_DIR}/`;
  const data: CodeLinksData = {p: prefix, u: [], b: {}};
  for (const [file, blocks] of Object.entries(exampleSymbols as unknown as Blocks)) {
    const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
    for (const {code} of parseMarkdown(source, file).blocks) {
      const block = blocks.find((candidate) => candidate.hash === codeHash(code));
      const numbers: number[] = [];
      for (const [line, column, length, symbol] of block?.links ?? []) {
        const url = symbolUrl(symbol);
        if (!url) continue;
        if (!data.u.includes(url.slice(prefix.length))) data.u.push(url.slice(prefix.length));
        numbers.push(line, column, length, data.u.indexOf(url.slice(prefix.length)));
      }
      if (!numbers.length) continue;
      const key = codeKey(code);
      const known = data.b[key];
      if (known && known.join() !== numbers.join()) {
        throw new Error(`code-links: two Java blocks with different links share the key ${key} (${file})`);
      }
      data.b[key] = numbers;
    }
  }
  return data;
}

/**
 * Writes the data where the site's code imports it, `@generated/code-links/default/code-links.json`:
 * the server renders every block's links from it, and the browser loads it, in a chunk of its own,
 * only to render a block after a client-side page change (src/components/ApiLinks). A page's own
 * chunk carries no link data, so a docs page runs no more JavaScript for the links.
 */
export default function codeLinks(context: LoadContext): Plugin<CodeLinksData> {
  return {
    name: 'code-links',
    loadContent: async () => codeLinksData(context.siteDir),
    async contentLoaded({content, actions}) {
      await actions.createData('code-links.json', JSON.stringify(content));
    },
    getPathsToWatch: () => [
      path.join(context.siteDir, 'src/data/example-symbols.json'),
      path.join(context.siteDir, 'docs/**/*.{md,mdx}'),
    ],
  };
}
