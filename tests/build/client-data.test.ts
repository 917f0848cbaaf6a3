import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// Checks on the production build (run `npx docusaurus build` first): the data Docusaurus generates for
// the browser leaves out what no page reads (plugins/client-data.ts), and the site still has no page
// that would read it.
const build = path.resolve('build');
const js = path.join(build, 'assets', 'js');
const scripts = fs.readdirSync(js).filter((file) => file.endsWith('.js'));
const read = (file: string) => fs.readFileSync(path.join(js, file), 'utf8');
const mainJs = read(scripts.find((file) => /^main\.[0-9a-f]+\.js$/.test(file)) ?? 'main.js');

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) =>
      entry.isDirectory() ? htmlFiles(path.join(dir, entry.name)) : entry.name.endsWith('.html') ? [path.join(dir, entry.name)] : [],
    );
}

test('main.js carries the site config the browser reads, without what only the build reads', () => {
  const has = (text: string) => mainJs.includes(text);
  // Still there: what the theme and the app read.
  assert.ok(has('announcementBar') && has('experimental_router'), 'themeConfig and future are in main.js');
  // Gone: the HTML template, and the plugin and preset options (the llms.txt plugin's, the docs preset's).
  for (const text of ['ssrTemplate', 'app-scripts', 'generateLLMsTxt', 'sidebarPath', 'mdx1Compat', 'onBrokenAnchors']) {
    assert.ok(!has(text), `main.js still has ${text}`);
  }
});

test('main.js carries the Docusaurus version, without the name and version of every plugin', () => {
  assert.ok(mainJs.includes('docusaurusVersion'), 'the site metadata is in main.js');
  for (const plugin of ['docusaurus-plugin-sitemap', 'docusaurus-plugin-llms']) {
    assert.ok(!mainJs.includes(plugin), `main.js still names ${plugin}`);
  }
});

test('the docs version metadata names each doc without its description', () => {
  const metadata = scripts.filter((file) => read(file).includes('"docsSidebars":{'));
  assert.equal(metadata.length, 1, `one chunk with the version metadata, found ${metadata.join(', ')}`);
  const chunk = read(metadata[0]!);
  assert.ok(chunk.includes('getting-started/usage'), 'the chunk names the docs');
  assert.ok(!chunk.includes('description'), 'the chunk has no descriptions');
});

test('no page shows doc cards, the one place doc descriptions would be read in the browser', () => {
  const withCards = htmlFiles(build).filter((file) => /cardContainer/.test(fs.readFileSync(file, 'utf8')));
  assert.deepEqual(withCards.map((file) => path.relative(build, file)), []);
});
