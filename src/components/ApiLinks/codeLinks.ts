/**
 * The links of the guides' Java blocks (plugins/code-links.ts writes them) and what puts them in a
 * block's tokens, in a chunk of their own (loadCodeLinks in index.tsx): the server renders every
 * block with them, and a browser loads them only to render a block after a client-side page change.
 */
import type {Token} from 'prism-react-renderer';
import data from '@generated/code-links/default/code-links.json';
import {codeKey} from './codeKey';
import type {LinkedToken} from '.';

/** A name in a code block that links to its API reference entry: line and column from 0, length, address. */
type CodeLink = [line: number, column: number, length: number, href: string];

/** The links of a block, from its code as the block shows it. */
export function linksOf(code: string): CodeLink[] {
  const numbers = (data.b as Record<string, number[] | undefined>)[codeKey(code)] ?? [];
  const links: CodeLink[] = [];
  for (let i = 0; i < numbers.length; i += 4) {
    links.push([numbers[i]!, numbers[i + 1]!, numbers[i + 2]!, data.p + data.u[numbers[i + 3]!]!]);
  }
  return links;
}

/**
 * The tokens of each line, split where a linked name starts or ends, so that each name is one
 * token of its own that carries its address. Highlighted or plain (before Prism has loaded), a
 * block gets the same links.
 */
export function linkTokens(lines: Token[][], code: string): LinkedToken[][] {
  const links = linksOf(code);
  if (!links.length) return lines;
  return lines.map((tokens, lineIndex) => {
    const inLine = links.filter(([line]) => line === lineIndex);
    if (!inLine.length) return tokens;
    const result: LinkedToken[] = [];
    let column = 0;
    for (const token of tokens) {
      const start = column;
      const end = start + token.content.length;
      column = end;
      let at = start;
      for (const [, linkStart, length, href] of inLine) {
        const linkEnd = linkStart + length;
        if (linkEnd <= at || linkStart >= end) continue;
        // A name that a token boundary splits (rare) links only its part inside this token.
        const from = Math.max(linkStart, at);
        const to = Math.min(linkEnd, end);
        if (from > at) result.push({...token, content: token.content.slice(at - start, from - start)});
        result.push({...token, content: token.content.slice(from - start, to - start), href});
        at = to;
      }
      if (at < end) result.push(at === start ? token : {...token, content: token.content.slice(at - start)});
    }
    return result;
  });
}
