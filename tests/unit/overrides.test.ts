import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {SwizzleConfig} from '@docusaurus/types';
import {overrides, patches, ruleTest, type Swizzle} from '../../plugins/performance/overrides';
import {renderReadme} from '../../plugins/performance/readme';
import {applyPatch} from '../../plugins/performance/loader.cjs';
import performance from '../../plugins/performance/index';

// The list of plugins/performance/overrides.ts against the installed packages and the repository:
// after an upgrade, an entry that no longer fits fails here in seconds instead of in the middle of a
// build, and a new reach into Docusaurus's internals fails until the list names it.
const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const lock = JSON.parse(read('package-lock.json')) as {packages: Record<string, {version?: string}>};
const count = (text: string, part: string) => text.split(part).length - 1;

for (const override of overrides) {
  test(`${override.name}: ${override.package} is installed at ${override.version}, in every copy`, () => {
    const installed = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules', override.package, 'package.json'), 'utf8'),
    ) as {version: string};
    assert.equal(installed.version, override.version, `node_modules/${override.package}`);
    const copies = Object.entries(lock.packages).filter(([where]) =>
      where.endsWith(`node_modules/${override.package}`),
    );
    assert.ok(copies.length > 0, `package-lock.json has no ${override.package}`);
    for (const [where, entry] of copies) assert.equal(entry.version, override.version, `package-lock.json: ${where}`);
  });
}

for (const patch of patches) {
  for (const file of patch.files) {
    test(`${patch.name}: applies to ${patch.package}/${file}`, () => {
      const resourcePath = path.join(root, 'node_modules', patch.package, file);
      assert.match(resourcePath, ruleTest(patch), 'the bundler rule does not match the file');
      const source = fs.readFileSync(resourcePath, 'utf8');
      if ('cut' in patch.edit) {
        assert.equal(count(source, patch.edit.cut.after), 1, 'the opening marker, once');
        assert.equal(count(source, patch.edit.cut.before), 1, 'the closing marker, once');
        assert.ok(source.indexOf(patch.edit.cut.after) < source.indexOf(patch.edit.cut.before), 'the markers in order');
      } else {
        assert.equal(count(source, patch.edit.find), 1, 'the text to replace, once');
      }
      const patched = applyPatch(source, patch, resourcePath);
      assert.notEqual(patched, source);
      if ('cut' in patch.edit)
        assert.ok(patched.includes(patch.edit.cut.after + patch.edit.cut.before), 'nothing left between the markers');
      else assert.ok(!patched.includes(patch.edit.find) && patched.includes(patch.edit.replace));
    });
  }
}

const swizzles = overrides.filter((override): override is Swizzle => override.kind === 'swizzle');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

for (const swizzle of swizzles) {
  test(`${swizzle.name}: ${swizzle.package} has ${swizzle.component}, ${swizzle.safety} to ${swizzle.action}`, () => {
    const upstream = path.join(root, 'node_modules', swizzle.package, 'src/theme', swizzle.component);
    assert.ok(fs.existsSync(upstream), `${swizzle.package} has no src/theme/${swizzle.component}`);
    // A component the package's swizzle config does not list is unsafe, as `docusaurus swizzle` treats it.
    const {getSwizzleConfig} = requireFromRoot(swizzle.package) as {getSwizzleConfig?: () => SwizzleConfig};
    const safety = getSwizzleConfig?.().components[swizzle.component]?.actions[swizzle.action] ?? 'unsafe';
    assert.equal(safety, swizzle.safety, 'the swizzle config says otherwise: check the entry again');
    const [ours = ''] = swizzle.ours;
    assert.ok(ours.startsWith(`src/theme/${swizzle.component}`), `ours[0] is not in src/theme/${swizzle.component}`);
    if (swizzle.action === 'wrap') assert.match(read(ours), new RegExp(`from '@theme-original/${swizzle.component}'`));
  });
}

/** Whether the list's paths name this file: itself, or a folder (ending with /) that holds it. */
const names = (paths: string[], file: string) =>
  paths.some((named) => named === file || (named.endsWith('/') && file.startsWith(named)));

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => fs.statSync(path.join(root, file)).isFile());

test('every file under src/theme/ is a swizzle the list names', () => {
  const named = swizzles.map((swizzle) => swizzle.ours[0] ?? '');
  const unnamed = filesUnder('src/theme').filter((file) => !names(named, file));
  assert.deepEqual(
    unnamed,
    [],
    'a theme component plugins/performance/overrides.ts does not list (then npm run overrides:readme)',
  );
});

/** The modules a source file imports from a Docusaurus package's internal entry, lib/ or src/. */
function internalImports(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/(?:\bfrom|\bimport|\brequire(?:\.resolve)?)\s*\(?\s*['"]([^'"\n]+)['"]/g),
  ].map(([, specifier]) => specifier ?? '');
  return specifiers.filter((specifier) =>
    /^(?:@docusaurus\/[^/]+|docusaurus-[^/]+)\/(?:internal|lib|src)(?:\/|$)/.test(specifier),
  );
}

test('the import scan finds an internal import in each form', () => {
  const module = ['@docusaurus/theme-common', 'internal'].join('/');
  const lib = ['@docusaurus/theme-classic', 'lib', 'options.js'].join('/');
  const source = `import {a} from '${module}';\nexport * from "${lib}";\nconst b = require('${module}');\nimport('${lib}');\nrequire.resolve('${lib}');\n@import '${lib}';`;
  assert.deepEqual(internalImports(source), [module, lib, module, lib, lib, lib]);
  assert.deepEqual(internalImports("import x from '@docusaurus/theme-common';\nimport y from '@docusaurus/Link';"), []);
});

test('every import from a Docusaurus internal or lib/ path is in the list, and each one the list names is there', () => {
  // Code, styles, and the MDX pages, which import components too.
  const code = /\.(?:ts|tsx|js|jsx|mjs|cjs|css|md|mdx)$/;
  const files = [
    ...fs.readdirSync(root).filter((file) => code.test(file)),
    ...['src', 'plugins', 'scripts', 'tests', 'bench', 'docs'].flatMap(filesUnder).filter((file) => code.test(file)),
  ];
  const found = files.flatMap((file) => internalImports(read(file)).map((specifier) => ({file, specifier})));
  const unlisted = found.filter(
    ({file, specifier}) => !overrides.some((entry) => entry.imports?.includes(specifier) && names(entry.ours, file)),
  );
  assert.deepEqual(
    unlisted.map(({file, specifier}) => `${file}: ${specifier}`),
    [],
    'an import plugins/performance/overrides.ts does not list (then npm run overrides:readme)',
  );
  const gone = overrides.flatMap((entry) =>
    (entry.imports ?? [])
      .filter((specifier) => !found.some((use) => use.specifier === specifier && names(entry.ours, use.file)))
      .map((specifier) => `${entry.name}: ${specifier}`),
  );
  assert.deepEqual(gone, [], 'the list names an import that is gone');
});

test('every path the list names exists', () => {
  const missing = overrides.flatMap((entry) => entry.ours).filter((file) => !fs.existsSync(path.join(root, file)));
  assert.deepEqual(missing, []);
});

test("package.json's npm overrides are the list's", () => {
  const manifest = JSON.parse(read('package.json')) as {overrides?: Record<string, string>};
  const pins = Object.assign({}, ...overrides.map((entry) => (entry.kind === 'npm override' ? entry.pins : {})));
  assert.deepEqual(manifest.overrides ?? {}, pins);
});

test("the bundler's persistent cache depends on this folder's files, and one of an unknown shape fails the build", () => {
  const configure = (config: object) =>
    performance().configureWebpack!(config as never, false, {} as never, undefined) as {
      experiments?: {cache: {buildDependencies: string[]}};
    };
  const rspack = configure({cache: true, experiments: {cache: {type: 'persistent', buildDependencies: []}}});
  assert.ok(rspack.experiments?.cache.buildDependencies.some((file) => file.endsWith('overrides.ts')));
  assert.equal(configure({}).experiments, undefined, 'no persistent cache, nothing to add');
  assert.throws(() => configure({cache: true}), /persistent cache of a shape this plugin does not know/);
});

test('the loader fails on a file the patch does not fit', () => {
  for (const patch of patches) {
    assert.throws(
      () => applyPatch('an unrelated file', patch, '/x/file.js'),
      new RegExp(
        `^Error: performance patch \\(${patch.name.replace(/[()]/g, '\\$&')}\\): .* not found in /x/file\\.js`,
      ),
    );
  }
  // A text found twice is as wrong as one not found.
  for (const patch of patches) {
    const {edit} = patch;
    if ('find' in edit) assert.throws(() => applyPatch(edit.find.repeat(2), patch, 'f'), /a single occurrence/);
  }
});

test('plugins/performance/README.md is generated from the list (npm run overrides:readme)', () => {
  const readme = fs.readFileSync(path.join(root, 'plugins/performance/README.md'), 'utf8');
  assert.equal(readme, renderReadme(), 'README.md is out of date: run npm run overrides:readme');
});

test('after the Prism patches, no file of theme-classic that the browser runs imports prism-react-renderer', () => {
  // Its client modules and its theme components: Prism reaches the browser only through LazyHighlight's chunk.
  const lib = path.join(root, 'node_modules/@docusaurus/theme-classic/lib');
  const files = [
    'prism-include-languages.js',
    ...fs
      .readdirSync(path.join(lib, 'theme'), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join('theme', file)),
  ];
  let patchedFiles = 0;
  for (const file of files) {
    const resourcePath = path.join(lib, file);
    let source = fs.readFileSync(resourcePath, 'utf8');
    for (const patch of patches.filter((p) => ruleTest(p).test(resourcePath))) {
      source = applyPatch(source, patch, resourcePath);
      if (source.includes('@site/src/components/LazyHighlight')) patchedFiles++;
    }
    assert.doesNotMatch(source, /from ['"]prism-react-renderer['"]/, file);
  }
  assert.equal(patchedFiles, 2, 'the client module and CodeBlock/Content import LazyHighlight');
});
