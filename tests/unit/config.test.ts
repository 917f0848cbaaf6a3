import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {normalizeThemeConfig} from '@docusaurus/utils-validation';
import * as themeClassic from '@docusaurus/theme-classic';
import type {PluginModule} from '@docusaurus/types';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';
import {DOC_PAGES, DOC_SECTIONS, docId} from '../../src/lib/site/site';

// The site's configuration, and the configuration errors that Docusaurus raises at build time.
const themeConfig = config.themeConfig as Record<string, unknown>;

test('site: title, tagline, baseUrl, trailing slash, locale', () => {
  assert.equal(config.title, 'JTokkit');
  assert.equal(config.tagline, 'A Java tokenizer library designed for use with OpenAI models');
  assert.equal(config.baseUrl, '/');
  assert.equal(config.trailingSlash, false);
  assert.deepEqual(config.i18n, {defaultLocale: 'en', locales: ['en']});
  assert.match(String(config.favicon), /\.svg$/);
});

test('broken links, anchors and Markdown links fail the build', () => {
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
  assert.equal(config.onBrokenMarkdownLinks, 'throw');
});

test('one sidebar, gettingStarted, with every doc page', () => {
  assert.deepEqual(Object.keys(sidebars), ['gettingStarted']);
  const items = sidebars.gettingStarted as Array<string | {label: string; items: string[]}>;
  // The main doc first, then Guides, Recipes and Reference, with every page once.
  assert.deepEqual(
    items.map((item) => (typeof item === 'string' ? item : item.label)),
    ['getting-started/intro', ...DOC_SECTIONS],
  );
  const listed = items.flatMap((item) => (typeof item === 'string' ? [item] : item.items));
  assert.deepEqual([...listed].sort(), DOC_PAGES.map(docId).sort());
  assert.match(JSON.stringify(items), /intro.*usage.*extending.*recipes\/chatml/);
});

/** The theme's own validation, as Docusaurus runs it when it builds: the plugin module's validateThemeConfig. */
const {validateThemeConfig} = themeClassic as unknown as Required<Pick<PluginModule, 'validateThemeConfig'>>;
const validate = (theme: typeof themeConfig) =>
  validateThemeConfig({validate: normalizeThemeConfig, themeConfig: theme});

test('our theme configuration passes the theme validation', () => {
  const normalized = validate(themeConfig) as {
    tableOfContents: {minHeadingLevel: number; maxHeadingLevel: number};
    colorMode: {defaultMode: string; respectPrefersColorScheme: boolean};
    navbar: {hideOnScroll: boolean};
  };
  assert.deepEqual(normalized.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
  assert.equal(normalized.colorMode.defaultMode, 'dark');
  assert.equal(normalized.colorMode.respectPrefersColorScheme, true);
  assert.equal(normalized.navbar.hideOnScroll, false);
});

test('an unknown navbar item type is a configuration error', () => {
  const navbar = themeConfig.navbar as {items: unknown[]};
  const broken = {
    ...themeConfig,
    navbar: {...navbar, items: [...navbar.items, {type: 'no-such-type', position: 'right'}]},
  };
  assert.throws(() => validate(broken as typeof themeConfig), /Bad navbar item type no-such-type/);
});

test('Docusaurus 3.8.1 and docusaurus-lunr-search 3.6.0, pinned exactly and installed', () => {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const pinned = {...pkg.dependencies, ...pkg.devDependencies};
  const expected = Object.fromEntries([
    ...Object.keys(pinned)
      .filter((name) => name.startsWith('@docusaurus/'))
      .map((name) => [name, '3.8.1']),
    ['docusaurus-lunr-search', '3.6.0'],
  ]);
  assert.ok(Object.keys(expected).length > 5);
  for (const [name, version] of Object.entries(expected)) {
    assert.equal(pinned[name], version, `package.json: ${name}`);
    const installed = JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as {version: string};
    assert.equal(installed.version, version, `node_modules/${name}`);
  }
});
