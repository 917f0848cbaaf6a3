import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gzipSync} from 'node:zlib';
import {pageFiles, readBuilt, served} from '../support/servedHtml';

// Each page carries the CSS rules of its own elements (plugins/static-pages/critical-css.ts); the
// browser tests in tests/e2e/first-paint.spec.ts check that its first screen is drawn as it will be.
// What a reader would notice here: a page waiting for the stylesheet again, a page carrying most of
// the stylesheet, or the wrong-base-URL banner staying hidden when the stylesheet cannot load.

/** Gzipped: well under the whole stylesheet, or the page would be better off with all of it inline. */
const INLINE_CSS_BUDGET_KB = 10;

const pages = pageFiles.map((file) => {
  const page = served(`/${file}`);
  return {
    file,
    page,
    css: page
      .querySelectorAll('style')
      .map((style) => style.text)
      .join('\n'),
  };
});

test('every page carries the CSS of both colour modes and links the stylesheet where it holds no paint', () => {
  assert.ok(pages.length > 20, `only ${pages.length} pages`);
  for (const {file, page, css} of pages) {
    assert.match(css, /\[data-theme=dark\]/, `${file}: no dark-mode rules inline`);
    assert.match(css, /\.navbar\b/, `${file}: no navbar rules inline`);
    const kb = gzipSync(css).length / 1024;
    assert.ok(kb <= INLINE_CSS_BUDGET_KB, `${file}: ${kb.toFixed(1)} KB of inline CSS, gzipped`);
    const sheets = page.querySelectorAll('link[rel=stylesheet]').map((link) => link.getAttribute('href'));
    assert.equal(sheets.length, 1, `${file}: ${sheets.length} stylesheet links`);
    // The minified HTML has no <head> tag: what comes before <body> is the head.
    const [head = '', body = ''] = readBuilt(file).split(/<body\b/);
    assert.doesNotMatch(head, /<link [^>]*rel="?stylesheet/, `${file}: the stylesheet holds the paint from the head`);
    assert.match(body, /<link [^>]*rel="?stylesheet/, `${file}: the stylesheet is not at the end of the body`);
    const preload = page.querySelector('link[rel=preload][as=style]');
    assert.equal(preload?.getAttribute('href'), sheets[0], `${file}: the stylesheet is not asked for at once`);
    assert.ok(
      head.includes('rel="preload"') || head.includes('rel=preload'),
      `${file}: the preload is not in the head`,
    );
  }
});

test('the rule that hides the wrong-base-URL banner is in the stylesheet only, so the banner shows when it cannot load', () => {
  const hidesBanner = /#__docusaurus-base-url-issue-banner-container\s*\{\s*display:\s*none/;
  const href = served('/').querySelector('link[rel=stylesheet]')!.getAttribute('href')!;
  assert.match(readBuilt(href), hidesBanner);
  for (const {file, css} of pages) assert.doesNotMatch(css, hidesBanner, file);
});
