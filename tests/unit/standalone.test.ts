// The repository stands alone, as it will on GitHub: no tracked file points at files outside it,
// and REQUIREMENTS.md, which describes the site's required behaviour, names tests that exist.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

const THIS_FILE = 'tests/unit/standalone.test.ts';
const tracked = execFileSync('git', ['ls-files', '-z'], {encoding: 'utf8'}).split('\0').filter(Boolean);

/** References to the outside specification and API notes the site was first built from. */
const OUTSIDE = [/\.\.\/shared\b/, /\bspec\.md\b/, /\bjtokkit-api\.md\b/, /§\s?\d/];

test('no tracked file points at files outside the repository or at numbered sections of them', () => {
  const found: string[] = [];
  for (const file of tracked) {
    if (file === THIS_FILE || !fs.existsSync(file)) continue;
    const buffer = fs.readFileSync(file);
    if (buffer.includes(0)) continue; // binary
    const lines = buffer.toString('utf8').split('\n');
    lines.forEach((line, index) => {
      for (const pattern of OUTSIDE) if (pattern.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});

/** `file`: ‹title›, ‹title› … as REQUIREMENTS.md writes its references to tests. */
export function testReferences(markdown: string): {file: string; title: string}[] {
  const text = markdown.replace(/\s*\n\s*/g, ' ');
  const references: {file: string; title: string}[] = [];
  for (const [, file, titles] of text.matchAll(/`(tests\/[\w./-]+)`:((?:\s*,?\s*(?:and\s+)?‹[^›]+›)+)/g)) {
    for (const [, title] of titles!.matchAll(/‹([^›]+)›/g)) references.push({file: file!, title: title!});
  }
  return references;
}

test('every test that REQUIREMENTS.md names exists, under that title, in that file', () => {
  const references = testReferences(fs.readFileSync('REQUIREMENTS.md', 'utf8'));
  assert.ok(references.length >= 60, `${references.length} references`);
  const missing = references.filter(({file, title}) => {
    if (!fs.existsSync(file)) return true;
    const source = fs.readFileSync(file, 'utf8');
    return !source.includes(`'${title}'`) && !source.includes(`\`${title}\``) && !source.includes(`"${title}"`);
  });
  assert.deepEqual(missing, []);
});

test('the reference parser reads titles wrapped across lines and lists after one file', () => {
  const markdown = '- x. `tests/a.spec.ts`: ‹first one›, ‹second\n  one›; `tests/b.test.ts`: ‹third›.';
  assert.deepEqual(testReferences(markdown), [
    {file: 'tests/a.spec.ts', title: 'first one'},
    {file: 'tests/a.spec.ts', title: 'second one'},
    {file: 'tests/b.test.ts', title: 'third'},
  ]);
});
