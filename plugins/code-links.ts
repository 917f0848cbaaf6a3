import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REFERENCE_DIR, symbolUrl} from './apiReference';
import exampleSymbols from '../src/data/example-symbols.json';

type Blocks = Record<string, {hash: string; links: [number, number, number, string][]}[]>;

/**
 * The links of the guides' Java blocks, one file for the whole site: the names javac resolved to
 * JTokkit's API (src/data/example-symbols.json, written by the Java examples check), each with its
 * entry's address. `p` is the addresses' common start, `u` the addresses after it, once each, and
 * `b` each block's links under the key of its code (src/components/ApiLinks/codeKey.ts, the key the
 * check wrote), four numbers a link: line, column, length (from 0) and the index of its address in `u`.
 */
export interface CodeLinksData {
  p: string;
  u: string[];
  b: Record<string, number[]>;
}

/**
 * The data from the names javac resolved. A block whose code changed since the check wrote them has
 * another key, so it has no links until the check runs again (the build test of links then fails).
 */
export function codeLinksData(): CodeLinksData {
  const prefix = `/docs/${REFERENCE_DIR}/`;
  const data: CodeLinksData = {p: prefix, u: [], b: {}};
  for (const [file, blocks] of Object.entries(exampleSymbols as unknown as Blocks)) {
    for (const {hash: key, links} of blocks) {
      const numbers: number[] = [];
      for (const [line, column, length, symbol] of links) {
        const address = symbolUrl(symbol)?.slice(prefix.length);
        if (address === undefined) continue;
        if (!data.u.includes(address)) data.u.push(address);
        numbers.push(line, column, length, data.u.indexOf(address));
      }
      if (!numbers.length) continue;
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
    loadContent: async () => codeLinksData(),
    async contentLoaded({content, actions}) {
      await actions.createData('code-links.json', JSON.stringify(content));
    },
    getPathsToWatch: () => [path.join(context.siteDir, 'src/data/example-symbols.json')],
  };
}
