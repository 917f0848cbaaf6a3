import fs from 'node:fs';
import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import lunr from 'lunr';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
// Also declares webpack's `devServer` option.
import type {Middleware} from 'webpack-dev-server';
import {parseMarkdown} from './markdownSource';
import {INDEX_FIELDS, escapeText, type SearchDocEntry} from '../src/lib/site/searchIndexFormat';

/**
 * docusaurus-lunr-search writes its two index files only in postBuild, so under
 * `docusaurus start` the search box would wait forever. In development this plugin answers
 * the same two requests (any `search-doc-<guid>.json` / `lunr-index-<guid>.json` under the
 * base path) with an index built from the docs sources, with the plugin's lunr settings.
 * Files are rebuilt when a source changes, so a reload sees new content. It adds nothing
 * to a production build.
 */

export interface DevDoc {
  title: string;
  permalink: string;
  /** Absolute path of the .md or .mdx file. */
  file: string;
  keywords: string;
}

/** Markdown/MDX inline syntax to the text a reader sees. Good enough for an index, not a renderer. */
function inlineText(line: string): string {
  return line
    .replace(/\{\/\*.*?\*\/\}/g, '') // MDX comments
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '') // images render no text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ') // JSX and HTML tags, keeping their text
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|\*)(\S.*?\S|\S)\1/g, '$2')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '') // list markers
    .replace(/^\s*>\s?/, '') // block quotes
    .replace(/^:::\w*\s*/, '') // admonition fences
    .replace(/\|/g, ' ');
}

interface Section {
  title: string;
  id: string;
  tagName: 'h2' | 'h3';
  text: string[];
}

/** Splits a doc's source into its h2/h3 sections, as html-to-doc.js splits the rendered page. */
export function sourceToSections(source: string, file = 'source'): {lead: string; sections: Section[]} {
  const slugger = createSlugger();
  const sections: Section[] = [];
  const lead: string[] = [];
  for (const part of parseMarkdown(source, file).parts) {
    const target = sections.at(-1)?.text ?? lead;
    if (typeof part !== 'string') {
      target.push(part.code); // code is page text too
      continue;
    }
    if (/^(import|export)\s/.test(part)) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(part);
    if (heading) {
      const {text, id} = parseMarkdownHeadingId(heading[2]!);
      const title = inlineText(text).trim();
      // Every heading takes a slug, so duplicates are numbered as Docusaurus numbers them.
      const slug = id ?? slugger.slug(title);
      const level = heading[1]!.length;
      if (level === 2 || level === 3) sections.push({title, id: slug, tagName: level === 2 ? 'h2' : 'h3', text: []});
      else if (level > 3) target.push(title);
      continue;
    }
    target.push(inlineText(part));
  }
  return {lead: lead.join(' '), sections};
}

export function buildDevIndex(docs: DevDoc[]): {searchDoc: string; lunrIndex: string} {
  const entries: SearchDocEntry[] = [];
  for (const doc of docs) {
    let page: ReturnType<typeof sourceToSections>;
    try {
      page = sourceToSections(fs.readFileSync(doc.file, 'utf8'), doc.file);
    } catch {
      continue; // deleted since the docs were loaded
    }
    const {lead, sections} = page;
    entries.push({
      title: doc.title,
      type: 0,
      sectionRef: '#',
      url: doc.permalink,
      // Like the production index: a page with sections is indexed by title only, its text by section.
      content: sections.length ? '' : escapeText(lead),
      keywords: doc.keywords,
    });
    for (const section of sections) {
      entries.push({
        title: section.title,
        type: 1,
        pageTitle: doc.title,
        url: `${doc.permalink}#${section.id}`,
        content: escapeText(section.text.join(' ')),
        tagName: section.tagName,
      });
    }
  }
  return indexFiles(entries);
}

/** The two files, as docusaurus-lunr-search's postBuild writes them. */
export function indexFiles(entries: SearchDocEntry[]): {searchDoc: string; lunrIndex: string} {
  const index = lunr(function () {
    this.ref('id');
    for (const [field, boost] of Object.entries(INDEX_FIELDS)) this.field(field, {boost});
    this.metadataWhitelist = ['position'];
    entries.forEach((entry, id) =>
      this.add({id, title: entry.title, content: entry.content, keywords: entry.keywords}),
    );
  });
  return {searchDoc: JSON.stringify({searchDocs: entries, options: {}}), lunrIndex: JSON.stringify(index)};
}

// Docusaurus keeps the dev server across a full site reload but may create a new plugin
// instance, so the middleware reads the docs list from one place that every instance updates.
const store = ((globalThis as {__searchDevIndex?: {docs: DevDoc[]}}).__searchDevIndex ??= {docs: []});

let cache: {key: string; files: ReturnType<typeof buildDevIndex>} | null = null;

function currentFiles(): ReturnType<typeof buildDevIndex> {
  const key = JSON.stringify(
    store.docs.map((doc) => {
      let mtime = 0;
      try {
        mtime = fs.statSync(doc.file).mtimeMs;
      } catch {
        // a missing file is part of the key too
      }
      return [doc.file, doc.title, doc.permalink, mtime];
    }),
  );
  if (cache?.key !== key) cache = {key, files: buildDevIndex(store.docs)};
  return cache.files;
}

interface LoadedDocs {
  loadedVersions?: {docs: {title: string; permalink: string; source: string; frontMatter: {keywords?: unknown}}[]}[];
}

export default function searchDevIndex(context: LoadContext): Plugin {
  const dev = process.env.NODE_ENV === 'development';
  const pattern = new RegExp(
    `^${context.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(search-doc|lunr-index)-\\d+\\.json$`,
  );
  return {
    name: 'search-dev-index',
    allContentLoaded({allContent}) {
      if (!dev) return;
      const docsPlugin = allContent['docusaurus-plugin-content-docs'] as Record<string, LoadedDocs> | undefined;
      store.docs = Object.values(docsPlugin ?? {}).flatMap((content) =>
        (content.loadedVersions ?? []).flatMap((version) =>
          version.docs.map((doc) => ({
            title: doc.title,
            permalink: doc.permalink,
            file: path.resolve(context.siteDir, doc.source.replace(/^@site\//, '')),
            keywords: Array.isArray(doc.frontMatter.keywords) ? doc.frontMatter.keywords.join(' ') : '',
          })),
        ),
      );
    },
    configureWebpack(_config, isServer) {
      if (!dev || isServer) return {};
      const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const match = pattern.exec((req.url ?? '').split('?')[0]!);
        if (!match) {
          next();
          return;
        }
        const files = currentFiles();
        res.writeHead(200, {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store'});
        res.end(match[1] === 'search-doc' ? files.searchDoc : files.lunrIndex);
      };
      return {
        devServer: {
          setupMiddlewares(middlewares: Middleware[]) {
            // webpack-merge runs Docusaurus' setupMiddlewares and this one on the same array and
            // concatenates what they return: add in place and return nothing, or every middleware runs twice.
            middlewares.unshift({name: 'search-dev-index', middleware});
            return [];
          },
        },
      };
    },
  };
}
