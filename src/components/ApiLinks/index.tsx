import React, {createContext, useContext, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Token} from 'prism-react-renderer';

/** A name in a code block that links to its API reference entry: [line, column, length, address], line and column from 0. */
export type CodeLink = [number, number, number, string];

const CodeLinks = createContext<readonly CodeLink[]>([]);

/** The links of the code block inside (plugins/api-links.ts puts them on the block's code element). */
export function CodeLinksProvider({links, children}: {links: readonly CodeLink[]; children: ReactNode}): ReactNode {
  return <CodeLinks.Provider value={links}>{children}</CodeLinks.Provider>;
}

export const useCodeLinks = (): readonly CodeLink[] => useContext(CodeLinks);

/** The links of a block from its `data-api-links` (written by plugins/api-links.ts). */
export function decodeCodeLinks(data: string): CodeLink[] {
  const {p: prefix, u: addresses, l: numbers} = JSON.parse(data) as {p: string; u: string[]; l: number[]};
  const links: CodeLink[] = [];
  for (let i = 0; i < numbers.length; i += 4) {
    links.push([numbers[i]!, numbers[i + 1]!, numbers[i + 2]!, prefix + addresses[numbers[i + 3]!]!]);
  }
  return links;
}

/** A token of a line, with the address of the entry it names, if any. */
export type LinkedToken = Token & {href?: string};

/**
 * The tokens of each line, split where a linked name starts or ends, so that each name is one
 * token of its own that carries its address. Highlighted or plain (before Prism has loaded), a
 * block gets the same links.
 */
export function linkTokens(lines: Token[][], links: readonly CodeLink[]): LinkedToken[][] {
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

/**
 * An anchor inside a table row (an enum constant's entry on a reference page), which the build's
 * check of anchors knows, as it knows a heading's.
 */
export function Anchor({id}: {id: string}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return <span id={id} className="api-anchor" />;
}
