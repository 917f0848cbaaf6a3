/**
 * The site's facts, each written once: the JTokkit release the docs describe and the doc pages.
 * Components, docusaurus.config.ts, sidebars.ts, the benchmark and the tests import them.
 *
 * A new doc page: add its Markdown file under docs/ and one entry to DOC_PAGES. Its title and
 * description stay in the file's front matter; the tests read them from there.
 */

/** The JTokkit release every example is written for and checked against. */
export const JTOKKIT = {groupId: 'com.knuddels', artifactId: 'jtokkit', version: '1.1.0'} as const;

/** Every JTokkit release, oldest first: the API reference compares their public API (the last is JTOKKIT.version). */
export const JTOKKIT_RELEASES = [
  '0.1.0',
  '0.2.0',
  '0.3.0',
  '0.4.0',
  '0.5.0',
  '0.5.1',
  '0.6.0',
  '0.6.1',
  '1.0.0',
  '1.1.0',
] as const;

/** Maven coordinates, `group:artifact:version`. */
export const JTOKKIT_COORDINATES = `${JTOKKIT.groupId}:${JTOKKIT.artifactId}:${JTOKKIT.version}`;

/** The sidebar's categories, in order. Pages without one come first. */
export const DOC_SECTIONS = ['Guides', 'Recipes', 'Reference'] as const;
export type DocSection = (typeof DOC_SECTIONS)[number];

export interface DocPage {
  /** The Markdown file, relative to docs/. */
  readonly file: string;
  /** Where the page is served. */
  readonly route: string;
  readonly section?: DocSection;
}

const DOCS = '/docs/';

/** A page served at /docs/ plus its file name without extension (no `slug` in its front matter). */
function page(file: string, section?: DocSection): DocPage {
  return {file, route: DOCS + file.replace(/\.mdx?$/, ''), section};
}

/** Every doc page, in reading order (the sidebar's order within each category). */
export const DOC_PAGES: readonly DocPage[] = [
  // slug: /getting-started in its front matter: the main doc is the section's own address.
  {file: 'getting-started/intro.mdx', route: '/docs/getting-started'},
  page('getting-started/usage.md', 'Guides'),
  page('getting-started/extending.md', 'Guides'),
  page('getting-started/platforms.md', 'Guides'),
  page('getting-started/frameworks.md', 'Guides'),
  page('getting-started/token-usage.md', 'Guides'),
  page('getting-started/versions.md', 'Guides'),
  page('getting-started/performance.md', 'Guides'),
  page('getting-started/recipes/chatml.md', 'Recipes'),
  page('getting-started/recipes/tools.md', 'Recipes'),
  page('getting-started/recipes/requests.md', 'Recipes'),
  page('getting-started/recipes/images.md', 'Recipes'),
  page('getting-started/recipes/context-window.md', 'Recipes'),
  page('getting-started/recipes/streaming.md', 'Recipes'),
  page('getting-started/recipes/chunking.md', 'Recipes'),
  page('getting-started/recipes/token-ids.md', 'Recipes'),
  page('getting-started/models.md', 'Reference'),
  page('getting-started/troubleshooting.md', 'Reference'),
  page('getting-started/known-issues.md', 'Reference'),
  // The API reference: one page per public type of JTokkit, generated (scripts/api-reference-pages.ts).
  ...[
    'Encodings',
    'EncodingRegistry',
    'Encoding',
    'EncodingResult',
    'EncodingType',
    'ModelType',
    'GptBytePairEncodingParams',
    'IntArrayList',
  ].map((type) => page(`getting-started/reference/${type}.md`, 'Reference')),
];

/** The Docusaurus doc id of a page: its file without extension. */
export function docId(doc: DocPage): string {
  return doc.file.replace(/\.mdx?$/, '');
}

/** The route of the page with this doc id; throws on an id that is not a page, so a typo fails the build. */
export function routeOf(id: string): string {
  const doc = DOC_PAGES.find((candidate) => docId(candidate) === id);
  if (!doc) throw new Error(`No doc page with the id ${id}; see DOC_PAGES in src/lib/site/site.ts`);
  return doc.route;
}

/** The routes of every doc page, in reading order. */
export const DOC_ROUTES: readonly string[] = DOC_PAGES.map((doc) => doc.route);
