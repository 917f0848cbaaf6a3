/**
 * Every script a page's HTML makes the browser fetch, as written there ("/assets/js/…"): <script src>
 * and JavaScript preloads and prefetches.
 */
export function scriptsNamedBy(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)].map((m) => m[1]!);
  const links = [...html.matchAll(/<link\b[^>]*\brel=["']?(?:preload|prefetch|modulepreload)\b[^>]*>/g)]
    .map((m) => /\bhref=["']?([^"' >]+)/.exec(m[0])?.[1])
    .filter((href): href is string => href !== undefined && href.endsWith('.js'));
  return [...scripts, ...links];
}
