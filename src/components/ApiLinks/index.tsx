import React, {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import type {Token} from 'prism-react-renderer';

/** A token of a line, with the address of the entry it names, if any. */
export type LinkedToken = Token & {href?: string};

/** A block's lines with its linked names as tokens of their own (linkTokens in codeLinks.ts). */
export type LinkTokens = (lines: Token[][], code: string) => LinkedToken[][];

let linker: LinkTokens | undefined;
let loading: Promise<LinkTokens> | undefined;

/**
 * The links of every Java block of the guides, in a chunk of their own (codeLinks.ts): fetched once,
 * by the first block a browser renders after a client-side page change (a page's first render keeps
 * the server's markup); on the server, before the page's first block (src/components/LazyHighlight).
 * A page's own chunk carries no link data.
 */
export function loadCodeLinks(): Promise<LinkTokens> {
  loading ??= import(/* webpackChunkName: "code-links" */ './codeLinks').then(
    (module) => (linker = module.linkTokens),
    (error: unknown) => {
      loading = undefined; // the next block may try again
      throw error;
    },
  );
  return loading;
}

export const codeLinksLoaded = (): boolean => linker !== undefined;

const Unlinked = createContext(false);

/**
 * Code blocks inside have no links to the reference: code that is no guide's (the playground's Java),
 * which the links' data cannot have, so that its chunk is not fetched for nothing.
 */
export function WithoutCodeLinks({children}: {children: ReactNode}): ReactNode {
  return <Unlinked.Provider value>{children}</Unlinked.Provider>;
}

/**
 * What links a Java block's names: at once once the chunk is in, as it always is on the server;
 * otherwise the block renders without links, and again when they arrive. Null for other languages.
 */
export function useLinkTokens(language: string): LinkTokens | null {
  const unlinked = useContext(Unlinked);
  const java = language === 'java' && !unlinked;
  const [loaded, setLoaded] = useState(() => linker);
  useEffect(() => {
    if (loaded || !java) return undefined;
    let mounted = true;
    loadCodeLinks().then(
      (module) => mounted && setLoaded(() => module),
      () => undefined, // the block stays without links
    );
    return () => {
      mounted = false;
    };
  }, [loaded, java]);
  return (java && loaded) || null;
}
