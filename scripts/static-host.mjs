// @ts-check
// How a static host such as GitHub Pages maps a URL path to a file of the site: PATH, then
// PATH.html, then PATH/index.html, else none (it answers with 404.html and status 404). No
// redirects, unlike `docusaurus serve`. Used by scripts/static-server.mjs and the build checks.
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} file */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a static host answers with for this URL path, or null (then 404.html).
 * @param {string} root the site's folder
 * @param {string} urlPath
 */
export function resolveFile(root, urlPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const base = path.join(root, path.normalize(pathname));
  if (!base.startsWith(root)) return null; // no escaping the site folder
  const candidates = [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find(isFile) ?? null;
}
