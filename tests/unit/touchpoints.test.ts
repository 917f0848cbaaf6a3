import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {SwizzleConfig} from '@docusaurus/types';
import {patches, touchpoints, type Swizzle} from '../../plugins/touchpoints/touchpoints';
import {renderReadme} from '../../plugins/touchpoints/readme';
import {applyPatch} from '../../plugins/performance/loader.cjs';
import performance, {ruleTest} from '../../plugins/performance/index';
import {describe as describeReach, findReaches, gone, unlisted} from '../support/reaches';

// The list of plugins/touchpoints/touchpoints.ts against the installed packages and the repository:
// after an upgrade, an entry that no longer fits fails here in seconds instead of in the middle of a
// build, and a new reach into Docusaurus fails until the list names it (tests/unit/reaches.test.ts
// shows each kind of reach failing).
const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const lock = JSON.parse(read('package-lock.json')) as {packages: Record<string, {version?: string}>};
const count = (text: string, part: string) => text.split(part).length - 1;

for (const touchpoint of touchpoints) {
  test(`${touchpoint.name}: ${touchpoint.package} is installed at ${touchpoint.version}, in every copy`, () => {
    const installed = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules', touchpoint.package, 'package.json'), 'utf8'),
    ) as {version: string};
    assert.equal(installed.version, touchpoint.version, `node_modules/${touchpoint.package}`);
    const copies = Object.entries(lock.packages).filter(([where]) =>
      where.endsWith(`node_modules/${touchpoint.package}`),
    );
    assert.ok(copies.length > 0, `package-lock.json has no ${touchpoint.package}`);
    for (const [where, entry] of copies) assert.equal(entry.version, touchpoint.version, `package-lock.json: ${where}`);
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

const swizzles = touchpoints.filter((touchpoint): touchpoint is Swizzle => touchpoint.kind === 'swizzle');
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

const listed = touchpoints.flatMap((touchpoint) => touchpoint.reaches);
const found = findReaches(root);

test('every reach into Docusaurus in the code is in the list', () => {
  assert.deepEqual(
    unlisted(found, listed).map(describeReach),
    [],
    'a reach plugins/touchpoints/touchpoints.ts does not list: add it to an entry (then npm run touchpoints:readme)',
  );
});

test('every reach the list names is in the code', () => {
  assert.deepEqual(gone(found, listed).map(describeReach), [], 'the list names a reach the code no longer has');
});

test("each swizzle's component is a theme component the code has", () => {
  for (const swizzle of swizzles) {
    assert.ok(
      swizzle.reaches.some((reach) => reach.kind === 'theme component' && reach.what === swizzle.component),
      `${swizzle.name}: no theme component ${swizzle.component} among its reaches`,
    );
  }
});

test('every path the list names exists, and every bench section it cites', () => {
  const missing = touchpoints
    .flatMap((entry) => [...entry.ours, ...entry.reaches.map((reach) => reach.file)])
    .filter((file) => !fs.existsSync(path.join(root, file)));
  assert.deepEqual(missing, []);
  // GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens.
  const anchor = (heading: string) =>
    heading
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-');
  for (const {name, measured} of touchpoints) {
    if (!measured) continue;
    const [file = '', section = ''] = measured.split('#');
    const headings = [...read(file).matchAll(/^#{2,} (.+)$/gm)].map(([, heading]) => anchor(heading ?? ''));
    assert.ok(headings.includes(section), `${name}: ${measured} has no such section`);
  }
});

test("package.json's npm overrides are the list's", () => {
  const manifest = JSON.parse(read('package.json')) as {overrides?: Record<string, string>};
  const pins = Object.assign({}, ...touchpoints.map((entry) => (entry.kind === 'npm override' ? entry.pins : {})));
  assert.deepEqual(manifest.overrides ?? {}, pins);
});

test("the bundler's persistent cache depends on this folder's files, and one of an unknown shape fails the build", () => {
  const configure = (config: object) =>
    performance().configureWebpack!(config as never, false, {} as never, undefined) as {
      experiments?: {cache: {buildDependencies: string[]}};
    };
  const rspack = configure({cache: true, experiments: {cache: {type: 'persistent', buildDependencies: []}}});
  assert.ok(rspack.experiments?.cache.buildDependencies.some((file) => file.endsWith('touchpoints/touchpoints.ts')));
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

test('plugins/touchpoints/README.md is generated from the list (npm run touchpoints:readme)', () => {
  const readme = fs.readFileSync(path.join(root, 'plugins/touchpoints/README.md'), 'utf8');
  assert.equal(readme, renderReadme(), 'README.md is out of date: run npm run touchpoints:readme');
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
