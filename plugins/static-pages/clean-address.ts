/**
 * Puts the address in the form the app was rendered for, before the app reads it.
 *
 * - A static host serves `/usage.html`, `/usage/index.html` and `/index.html` with the page of the
 *   route without the suffix (the spec: "treated as the same path"). Docusaurus's router matches
 *   them, but the app renders for the address as it is: the server's HTML does not match, React
 *   renders the page again (errors #418, #423; the playground shows a dead server copy above a live
 *   one), and the canonical and og:url links name the suffixed address.
 * - An address whose path or fragment is not valid percent-encoding (`#%`, `#%E0%A4%A`) makes
 *   decodeURI in the router, or decodeURIComponent in Docusaurus's scroll on navigation, throw:
 *   the page is not hydrated, or crashes on the next navigation to it, and loses what was typed.
 *   Such a sequence is escaped (`%` becomes `%25`), so the address decodes to the text it shows and
 *   an anchor that means nothing is ignored.
 *
 * It runs in the head, before the app's scripts, and again first on every popstate (an edited
 * fragment, Back and Forward), before the router's own listener reads the address: index.ts writes
 * it into every page as an inline script.
 */
export function cleanAddress(w: Window): void {
  const escapeUndecodable = (part: string) =>
    part
      .replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
        let kept = '';
        for (let at = 0; at < run.length;) {
          // The longest UTF-8 sequence (4 bytes at most) from here that decodes; a byte that starts none is escaped.
          let length = 12;
          while (length > 0) {
            try {
              decodeURIComponent(run.slice(at, at + length));
              break;
            } catch {
              length -= 3;
            }
          }
          kept += length > 0 ? run.slice(at, at + length) : `%25${run.slice(at + 1, at + 3)}`;
          at += length > 0 ? length : 3;
        }
        return kept;
      })
      .replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  const fix = () => {
    const {pathname, search, hash} = w.location;
    const path = escapeUndecodable(pathname.replace(/(\/index)?\.html$/, '') || '/');
    const fragment = escapeUndecodable(hash);
    if (path !== pathname || fragment !== hash) w.history.replaceState(w.history.state, '', path + search + fragment);
  };
  fix();
  w.addEventListener('popstate', fix);
}
