import {spawnSync} from 'node:child_process';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import apiLinks from './plugins/api-links';
import {cssColouredCodeTheme} from './src/lib/site/prismThemes';
import {DOC_PAGES, JTOKKIT, JTOKKIT_COORDINATES, routeOf} from './src/lib/site/site';

const repoUrl = 'https://github.com/knuddelsgmbh/jtokkit';
// Where this site's sources live on GitHub (the docs/ folder of the JTokkit repository).
const siteEditUrl = `${repoUrl}/edit/main/docs/`;
const javadocUrl = 'https://javadoc.io/doc/com.knuddels/jtokkit/latest/index.html';

// Each doc page shows when it last changed, from git. A source archive (GitHub's "Download ZIP",
// `git archive`, a Docker context) has no history, and Docusaurus 3.8.1 then fails the build: build
// without the dates and say why.
const hasGitHistory = (spawnSync('git', ['log', '-1', '--format=%H'], {encoding: 'utf8'}).stdout ?? '').trim() !== '';
// Docusaurus reads this file twice in one build: the line is said once per process.
const saidNoHistory = Symbol.for('jtokkit-docs.saidNoGitHistory');
const processState = globalThis as {[saidNoHistory]?: boolean};
if (!hasGitHistory && !processState[saidNoHistory]) {
  processState[saidNoHistory] = true;
  console.warn(
    '[jtokkit-docs] No git history here (a source archive?): the pages are built without their last-updated dates.',
  );
}

const config: Config = {
  title: 'JTokkit',
  tagline: 'A Java tokenizer library designed for use with OpenAI models',
  favicon: 'img/favicon.svg',
  url: 'https://jtokkit.knuddels.de',
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'knuddelsgmbh',
  projectName: 'jtokkit',

  // A broken link or anchor is a bug: fail the build instead of shipping it.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {
    v4: true,
    // Rspack, SWC and Lightning CSS: the same output, built in a fraction of the time.
    experimental_faster: true,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          editUrl: siteEditUrl,
          showLastUpdateTime: hasGitHistory,
          // The guides' code and inline code link to the API reference (Java names as javac resolves them).
          remarkPlugins: [apiLinks],
        },
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/prism.css']},
      } satisfies Preset.Options,
    ],
  ],

  // search-dev-index serves the lunr-search index under `docusaurus start`, where the plugin writes none.
  plugins: [
    'docusaurus-lunr-search',
    './plugins/static-pages/index.ts',
    './plugins/announcement-bar-reset.ts',
    './plugins/search-dev-index.ts',
    './plugins/performance/index.ts',
    // The links of the guides' Java blocks to the API reference, in a data file of their own.
    './plugins/code-links.ts',
    [
      // llms.txt, llms-full.txt and a Markdown copy of every doc at its route plus .md.
      'docusaurus-plugin-llms',
      {
        generateLLMsTxt: true,
        generateLLMsFullTxt: true,
        generateMarkdownFiles: true,
        excludeImports: true,
        removeDuplicateHeadings: true,
        includeOrder: DOC_PAGES.map((doc) => doc.file),
        rootContent: `JTokkit counts, encodes and decodes tokens for OpenAI models in Java (r50k_base, p50k_base, p50k_edit, cl100k_base, o200k_base). Version ${JTOKKIT.version}, Maven coordinates ${JTOKKIT_COORDINATES}, Java 8+, no runtime dependencies.`,
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'keywords', content: 'JTokkit, Java, tokenizer, OpenAI, tiktoken, BPE, cl100k_base, o200k_base, GPT-4o'},
    ],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      // Changing the id shows the bar again to everyone who dismissed the previous one.
      id: 'o200k-base-gpt-4o',
      content: `JTokkit ${JTOKKIT.version} supports <code>o200k_base</code>, the encoding of GPT-4o and GPT-4o mini. <a href="${routeOf('getting-started/usage')}#encodings-and-models">See the models</a>`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    navbar: {
      title: 'JTokkit',
      hideOnScroll: false,
      logo: {alt: 'JTokkit logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'gettingStarted', position: 'left', label: 'Getting Started'},
        {href: javadocUrl, label: 'API reference', position: 'right'},
        {href: 'https://jobs.knuddels.de', label: 'Jobs', position: 'right'},
        {href: repoUrl, label: 'GitHub', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      // The spec fixes the year; it is not computed from the build date.
      copyright: 'Copyright © 2025 Knuddels',
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: cssColouredCodeTheme,
      darkTheme: cssColouredCodeTheme,
      // Every grammar the site highlights, dependencies first: plugins/performance cuts the ones
      // prism-react-renderer bundles, so markup (xml), clike, kotlin and json come from here. They are
      // registered in the Prism chunk (src/components/LazyHighlight/prism.ts), loaded after hydration.
      additionalLanguages: ['markup', 'clike', 'java', 'kotlin', 'groovy', 'bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
