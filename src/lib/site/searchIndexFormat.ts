/**
 * The format of docusaurus-lunr-search 3.6.0's index, read by the search bar
 * (src/theme/SearchBar/search.ts) and written under `npm start` by plugins/search-dev-index.ts.
 * It is the plugin's internal format (its src/html-to-doc.js and src/index.js): check it when
 * upgrading the plugin.
 */

/** One entry of the search-doc file: a whole page (type 0) or one section of a page (type 1). */
export interface SearchDocEntry {
  title: string;
  /** 0: a whole page, 1: a section of a page. */
  type: 0 | 1;
  /** The page's title, on sections. */
  pageTitle?: string;
  sectionRef?: string;
  url: string;
  /** Text of the page or section, HTML-escaped as escapeHtml does. */
  content: string;
  keywords?: string;
  tagName?: string;
}

/** The indexed fields and their boosts, as the plugin's postBuild sets them. */
export const INDEX_FIELDS = {title: 200, content: 2, keywords: 100} as const;

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"'};

/** The plugin's escaping of page text. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
}

export function unescapeHtml(s: string): string {
  return s.replace(/&(amp|lt|gt|quot);/g, (e) => ENTITIES[e] ?? e);
}

/** Page text as the plugin stores it: white space folded to one space, then escaped. */
export const escapeText = (s: string): string => escapeHtml(s.replace(/\s+/g, ' '));
