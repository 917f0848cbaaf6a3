import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {DOC_PAGES, DOC_SECTIONS, docId} from './src/lib/site/site';

// One sidebar, gettingStarted, built from the page list in src/lib/site/site.ts: the main doc, then
// one category per section (Guides, Recipes, Reference), always open.
const sidebars: SidebarsConfig = {
  gettingStarted: [
    ...DOC_PAGES.filter((doc) => !doc.section).map(docId),
    ...DOC_SECTIONS.map((label) => ({
      type: 'category' as const,
      label,
      collapsed: false,
      items: DOC_PAGES.filter((doc) => doc.section === label).map(docId),
    })),
  ],
};

export default sidebars;
