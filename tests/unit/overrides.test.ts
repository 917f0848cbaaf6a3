import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {overrides, patches, ruleTest} from '../../plugins/performance/overrides';
import {renderReadme} from '../../plugins/performance/readme';
import {applyPatch} from '../../plugins/performance/loader.cjs';

// Every override of plugins/performance/ against the installed packages: after an upgrade, one
// that no longer fits fails here in seconds instead of in the middle of a build.
const root = path.resolve(__dirname, '../..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, {version?: string}>;
};
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

for (const override of overrides) {
  if (override.kind !== 'swizzle') continue;
  test(`${override.name}: the theme still has ${override.component}, and ours wraps it`, () => {
    const upstream = path.join(root, 'node_modules', override.package, 'src/theme', override.component);
    assert.ok(fs.existsSync(upstream), `${override.package} has no src/theme/${override.component}`);
    const ours = fs.readFileSync(path.join(root, override.file), 'utf8');
    assert.match(ours, new RegExp(`from '@theme-original/${override.component}'`));
  });
}

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
