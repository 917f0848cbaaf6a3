import React, {lazy, useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Link from '@docusaurus/Link';
import {codeLinksLoaded, loadCodeLinks, useLinkTokens, type LinkedToken} from '@site/src/components/ApiLinks';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

type Highlighter = typeof import('./prism');

let highlighter: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** Prism and its grammars, in a chunk of their own: fetched once, by the first block or the prefetch. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "prism" */ './prism').then(
    (module) => (highlighter = module),
    (error: unknown) => {
      loading = undefined; // the next block may try again
      throw error;
    },
  );
  return loading;
}

/**
 * theme-classic's Prism client module does this instead of registering the grammars (a patch,
 * plugins/performance/). The server loads Prism at once; a browser once the page has loaded and
 * hydrated, when idle, so that a page reached by a link rarely shows its code as plain text.
 * (The load event can come before hydration ends: Docusaurus marks <html data-has-hydrated="true">
 * when it is over.)
 */
export function prefetchHighlighter(): void {
  if (!ExecutionEnvironment.canUseDOM) {
    void loadHighlighter();
    return;
  }
  const root = document.documentElement;
  const hydrated = () => root.dataset.hasHydrated === 'true';
  const prefetch = () => {
    const load = () => void loadHighlighter().catch(() => undefined); // a block will try again
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, {timeout: 2000});
    else window.setTimeout(load, 200);
  };
  const afterHydration = () => {
    if (hydrated()) return prefetch();
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      prefetch();
    });
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  };
  if (document.readyState === 'complete') afterHydration();
  else window.addEventListener('load', afterHydration, {once: true});
}

// prism-react-renderer's tokens for code without a grammar: one plain token per line.
const plainLines = (code: string): Token[][] =>
  code
    .split(/\r\n|\r|\n/)
    .map((content) => [content ? {types: ['plain'], content} : {types: ['plain'], content: '\n', empty: true}]);

// Highlight's props with an empty theme (src/lib/site/prismThemes.ts: colors come from src/css/prism.css),
// so the markup is the same as before: only an empty line's token gets a style.
const getLineProps = ({className, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
  ...rest,
  className: clsx('token-line', className),
});
// A token that names an API entry (plugins/api-links.ts) holds a link to it.
const getTokenProps = ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
  const empty = token.empty && (token.types.length > 1 || token.types[0] === 'plain');
  const {href} = token as LinkedToken;
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    // Typed as a string; CodeBlock/Line renders it as any React child.
    children: (href ? <Link to={href}>{token.content}</Link> : token.content) as string,
    style: empty ? {display: 'inline-block', ...style} : style,
  };
};

function Lines({code, language: languageProp, children}: HighlightProps): ReactNode {
  const [loaded, setLoaded] = useState(highlighter);
  useEffect(() => {
    if (loaded) return undefined;
    let mounted = true;
    loadHighlighter().then(
      (module) => mounted && setLoaded(module),
      () => undefined, // the block stays plain text
    );
    return () => {
      mounted = false;
    };
  }, [loaded]);
  const language = languageProp.toLowerCase();
  const linkTokens = useLinkTokens(language);
  // Plain text until Prism is in, in the same elements, so the block keeps its box and then only gains its colors.
  const tokens = useMemo(() => {
    const lines = loaded ? loaded.tokenize(code, language) : plainLines(code);
    return linkTokens ? linkTokens(lines, code) : lines;
  }, [loaded, code, language, linkTokens]);
  return children({tokens, className: `prism-code language-${language}`, style: {}, getLineProps, getTokenProps});
}

// Only if the server renders before the chunks are in (Prism, and the links from code to the API
// reference): React.lazy holds that page's rendering until they are.
const LinesWhenLoaded = lazy(() => Promise.all([loadHighlighter(), loadCodeLinks()]).then(() => ({default: Lines})));

/**
 * prism-react-renderer's Highlight, for theme-classic's CodeBlock (a patch, plugins/performance/),
 * without Prism in the main bundle. The server renders highlighted code. In the browser, a block
 * rendered before Prism has loaded (a page reached by a link, the playground's Java) shows plain
 * text, then its colors. The theme is not applied: code colors come from src/css/prism.css.
 */
export default function LazyHighlight(props: HighlightProps): ReactNode {
  return (highlighter && codeLinksLoaded()) || ExecutionEnvironment.canUseDOM ? (
    <Lines {...props} />
  ) : (
    <LinesWhenLoaded {...props} />
  );
}
