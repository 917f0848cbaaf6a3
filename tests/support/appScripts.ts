/**
 * The app's scripts a page's HTML lists for its loader (plugins/app-after-first-paint.ts): the
 * JSON array in <script type="application/json" id="app-scripts">, as paths ("/assets/js/…").
 */
export function appScriptsOf(html: string): string[] {
  const json = /<script\b[^>]*\bid=["']?app-scripts\b[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('the page has no app-scripts list');
  return JSON.parse(json) as string[];
}

/**
 * Every script a page's HTML makes the browser fetch, as written there ("/assets/js/…"): <script src>,
 * JavaScript preloads and prefetches, and the loader's list.
 */
export function scriptsNamedBy(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)].map((m) => m[1]!);
  const links = [...html.matchAll(/<link\b[^>]*\brel=["']?(?:preload|prefetch|modulepreload)\b[^>]*>/g)]
    .map((m) => /\bhref=["']?([^"' >]+)/.exec(m[0])?.[1])
    .filter((href): href is string => href !== undefined && href.endsWith('.js'));
  return [...scripts, ...links, ...appScriptsOf(html)];
}
