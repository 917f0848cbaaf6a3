import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {scriptsNamedBy} from '../support/appScripts';
import {PAGE_ROUTES} from '../support/routes';

// Checks on the production build (run `npx docusaurus build` first): the server-rendered HTML of a
// route names the JavaScript chunks that route needs, so the browser fetches them alongside main.js
// instead of one round trip after it has run (plugins/ssr-route-chunks.ts).
//
// What a route needs comes from the files the build leaves in .docusaurus/: routesChunkNames.json
// (route -> the chunk names of its component, content and metadata; a page also renders the layout
// routes above it, which have no page of their own) and client-manifest.json (chunk name -> the
// chunks loaded with it, keyed by chunk name as the bundler wrote it; files by chunk id).
const build = path.resolve('build');
const generated = path.resolve('.docusaurus');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

type ChunkNames = string | {[key: string]: ChunkNames} | ChunkNames[];
interface ClientManifest {
  origins: Record<string, (string | number)[]>;
  assets: Record<string, {js?: {file: string}[]}>;
}

const routesChunkNames = readJson<Record<string, ChunkNames>>(path.join(generated, 'routesChunkNames.json'));
const manifest = readJson<ClientManifest>(path.join(generated, 'client-manifest.json'));

const flatten = (names: ChunkNames): string[] =>
  typeof names === 'string' ? [names] : Object.values(names).flatMap((value: ChunkNames) => flatten(value));
const htmlFileOf = (route: string) => path.join(build, route === '/' ? 'index.html' : `${route}.html`);
// routesChunkNames keys are `${path}-${hash}`.
const routes = Object.entries(routesChunkNames).map(([key, names]) => ({path: key.replace(/-[^-]*$/, ''), names}));

/** The JavaScript files (build-relative) of the chunks a route renders: its own and those of its layout routes. */
function chunkFilesOf(route: string): string[] {
  const layouts = routes.filter(
    (r) => r.path !== route && route.startsWith(`${r.path}/`) && !fs.existsSync(htmlFileOf(r.path)),
  );
  const own = routes.filter((r) => r.path === route);
  assert.ok(own.length > 0, `${route} is not in routesChunkNames.json`);
  const files = new Set<string>();
  for (const name of [...layouts, ...own].flatMap((r) => flatten(r.names))) {
    // A chunk name missing from the manifest got no chunk of its own: its module is in main.js.
    for (const id of manifest.origins[name] ?? []) {
      for (const {file} of manifest.assets[id]?.js ?? []) files.add(file);
    }
  }
  return [...files];
}

/** The JavaScript files (build-relative) the HTML makes the browser fetch. */
const javascriptNamedBy = (html: string): string[] => scriptsNamedBy(html).map((src) => src.replace(/^\//, ''));

test('the build and its chunk maps exist', () => {
  assert.ok(fs.existsSync(path.join(build, 'index.html')), `no build in ${build}: run "npx docusaurus build" first`);
  assert.ok(routes.length > 0 && Object.keys(manifest.origins).length > 0);
});

for (const route of PAGE_ROUTES) {
  test(`the HTML of ${route} names the chunks of its page component, content and layouts`, () => {
    const needed = chunkFilesOf(route);
    // A docs page needs at least DocRoot, DocItem and its own content; the others their page component.
    assert.ok(needed.length >= (route.startsWith('/docs/') ? 3 : 1), `${route}: only ${needed.join(', ')}`);
    const named = new Set(javascriptNamedBy(fs.readFileSync(htmlFileOf(route), 'utf8')));
    const missing = needed.filter((file) => !named.has(file));
    assert.deepEqual(missing, [], `${route}: its HTML does not name ${missing.join(', ')}`);
  });
}

test('the usage page names its own content chunk and DocItem, not other pages', () => {
  const html = fs.readFileSync(htmlFileOf('/docs/getting-started/usage'), 'utf8');
  const named = javascriptNamedBy(html);
  const chunkOf = (route: string, key: string) => {
    const names = routes.find((r) => r.path === route)?.names as Record<string, ChunkNames> | undefined;
    const name = names?.[key];
    assert.equal(typeof name, 'string', `${route} has no ${key} chunk`);
    return name as string;
  };
  const fileOf = (name: string) => named.filter((file) => file.startsWith(`assets/js/${name}.`));
  assert.equal(fileOf(chunkOf('/docs/getting-started/usage', 'content')).length, 1, 'the usage page content');
  assert.equal(fileOf(chunkOf('/docs/getting-started/usage', '__comp')).length, 1, 'DocItem');
  // Another page's content and the playground are fetched only when the reader goes there.
  assert.equal(fileOf(chunkOf('/docs/getting-started/extending', 'content')).length, 0, 'the Extending page content');
  assert.equal(fileOf(chunkOf('/playground', '__comp')).length, 0, 'the playground');
});
