// The production build's pages as a static host sends them, parsed, for the build checks that read
// HTML without a browser (tests/build/layout.test.ts, tests/build/pages.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';
import {resolveFile} from '../../scripts/static-host.mjs';

export type {HTMLElement};

/** The site's folder: build/, or SITE_DIR to check another build. */
export const build = path.resolve(process.env.SITE_DIR ?? 'build');

/**
 * The HTML a static host sends for a URL path, parsed: the not-found page for a path it answers
 * with 404. `<pre>` is parsed as elements (the parser's default keeps it as raw text), so that code
 * blocks can be read line by line.
 */
export function served(urlPath: string): HTMLElement {
  const file = resolveFile(build, urlPath) ?? path.join(build, '404.html');
  // The minifier writes href="/" as href=/, and the parser would read `/>` as a self-closing tag.
  const html = fs.readFileSync(file, 'utf8').replace(/=([^\s"'=<>`]*\/)>/g, '="$1">');
  return parse(html, {blockTextElements: {script: true, style: true}});
}

/** Text as a reader sees it: no heading anchor, no zero-width spaces, runs of white space as one space. */
export function textOf(element: HTMLElement): string {
  element.querySelectorAll('.hash-link').forEach((anchor) => anchor.remove());
  return element.text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
