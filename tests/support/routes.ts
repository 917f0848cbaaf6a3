// The site's pages, shared by the browser tests and the benchmark. The doc pages come from
// src/lib/site/site.ts; their titles from each file's front matter.
import fs from 'node:fs';
import path from 'node:path';
import {parseMarkdown} from '../../plugins/markdownSource';
import {DOC_PAGES, DOC_ROUTES, type DocPage} from '../../src/lib/site/site';

export {DOC_ROUTES};

export const PAGE_ROUTES: readonly string[] = ['/', ...DOC_ROUTES, '/playground'];

export interface DocPageFacts extends DocPage {
  /** The file's path from the repository root. */
  readonly path: string;
  /** The front matter's title: the page's h1 and the start of its <title>. */
  readonly title: string;
  /** The sidebar's link text: the front matter's sidebar_label, else the title. */
  readonly sidebarLabel: string;
  /** The file's front matter, as Docusaurus reads it. */
  readonly frontMatter: Readonly<Record<string, unknown>>;
}

/** Every doc page with its file path and title, in reading order. */
export const DOCS: readonly DocPageFacts[] = DOC_PAGES.map((doc) => {
  const file = path.join('docs', doc.file);
  const {frontMatter} = parseMarkdown(fs.readFileSync(file, 'utf8'), file);
  const {title, sidebar_label: label} = frontMatter;
  if (typeof title !== 'string' || !title) throw new Error(`${file} has no title in its front matter`);
  return {...doc, path: file, title, sidebarLabel: typeof label === 'string' ? label : title, frontMatter};
});
