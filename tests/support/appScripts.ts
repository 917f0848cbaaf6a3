/**
 * The app's scripts a page's HTML lists for its loader (plugins/app-after-first-paint.ts): the
 * JSON array in <script type="application/json" id="app-scripts">, as paths ("/assets/js/…").
 */
export function appScriptsOf(html: string): string[] {
  const json = /<script\b[^>]*\bid=["']?app-scripts\b[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('the page has no app-scripts list');
  return JSON.parse(json) as string[];
}
