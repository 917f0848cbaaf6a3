// The production build's files, and its pages as a static host sends them, parsed, for the checks
// that read the build without a browser.
import fs from 'node:fs';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';
import {resolveFile} from '../../scripts/static-host.mjs';

export type {HTMLElement};

/** The site's folder: build/, or SITE_DIR to check another build. */
export const build = path.resolve(__dirname, '../..', process.env.SITE_DIR ?? 'build');

/** A file of the build, as text. */
export const readBuilt = (file: string) => fs.readFileSync(path.join(build, file), 'utf8');

const filesIn = (dir: string, ending: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith(ending)) : [];

/** Every page the build writes, once: its route.html files, without their route/index.html copies. */
export const pageFiles = filesIn(build, '.html').filter((file) => !file.endsWith('/index.html'));

/** The build's scripts, by file name (under assets/js/). */
export const scriptFiles = filesIn(path.join(build, 'assets/js'), '.js');

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
