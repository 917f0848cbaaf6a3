import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type * as Preset from '@docusaurus/preset-classic';
import path from 'node:path';
import ts from 'typescript';
import {parse} from 'yaml';
import config from '../../docusaurus.config';

// The theme components ejected under src/theme/ that leave out what this site never renders: each
// holds only while the configuration and the content stay as they are, which these tests check.
const themeConfig = config.themeConfig as {
  navbar: {items: Record<string, unknown>[]};
  footer: Record<string, unknown>;
  docs: {sidebar: {hideable: boolean}};
};
const docFiles = fs
  .readdirSync('docs', {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => path.join('docs', file));
const frontMatterOf = (file: string): Record<string, unknown> =>
  (parse(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '') as Record<string, unknown> | null) ??
  {};

/** The keys of the object literal assigned to `name` in a TypeScript file. */
function objectKeysIn(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const keys: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name && node.initializer) {
      let value: ts.Expression = node.initializer;
      while (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)) value = value.expression;
      if (ts.isObjectLiteralExpression(value))
        for (const property of value.properties) keys.push(property.name!.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys;
}

test('every navbar item type in the config has a component in src/theme/NavbarItem/ComponentTypes.tsx', () => {
  const mapped = objectKeysIn('src/theme/NavbarItem/ComponentTypes.tsx', 'ComponentTypes');
  assert.ok(mapped.length > 0, 'no ComponentTypes map found');
  for (const item of themeConfig.navbar.items) {
    // As NavbarItem resolves it: no type (or 'default') with items is a dropdown.
    const type = !item.type || item.type === 'default' ? ('items' in item ? 'dropdown' : 'default') : String(item.type);
    assert.ok(mapped.includes(type), `navbar item type "${type}" is missing from the ComponentTypes map`);
  }
});

test('one docs version, the latest: DocVersionBanner and DocVersionBadge render nothing', () => {
  const [, options] = (config.presets as [string, Preset.Options][])[0]!;
  assert.equal(options.docs && options.docs.lastVersion, 'current');
  // A label only: a banner or badge set here would be shown; versions.json would add versions.
  assert.deepEqual(options.docs && options.docs.versions, {current: {label: 'Next'}});
  assert.ok(
    !fs.existsSync('versions.json'),
    'versions.json: a second docs version needs src/theme/DocVersionBanner back',
  );
});

test('no doc has tags: TagsListInline renders nothing', () => {
  assert.ok(docFiles.length > 0);
  for (const file of docFiles) assert.equal(frontMatterOf(file).tags, undefined, `${file} has tags`);
  assert.ok(!fs.existsSync('docs/tags.yml'), 'docs/tags.yml');
});

test('no doc is unlisted or a draft: ContentVisibility renders nothing', () => {
  for (const file of docFiles) {
    const {unlisted, draft} = frontMatterOf(file);
    assert.ok(!unlisted && !draft, `${file} is unlisted or a draft`);
  }
  // Markdown pages have the same banners; the site's pages are React components.
  assert.deepEqual(
    fs.readdirSync('src/pages', {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file)),
    [],
  );
});

test('the footer has no links and no logo: Footer/Links and Footer/Logo render nothing', () => {
  assert.deepEqual(Object.keys(themeConfig.footer).sort(), ['copyright', 'style']);
});

test('the docs sidebar cannot be hidden: its collapse and expand buttons render nothing', () => {
  assert.equal(themeConfig.docs.sidebar.hideable, false);
});

test('no doc has a <details> block: MDXComponents/Details is the plain HTML element', () => {
  for (const file of docFiles) assert.ok(!/<details\b/i.test(fs.readFileSync(file, 'utf8')), `${file} has <details>`);
});
