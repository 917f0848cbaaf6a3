// The framework code on the docs pages and the signature stubs it is compiled against
// (scripts/signatures.ts). What can be checked without a JDK or a framework's source is checked
// here: each stub says where every declaration comes from, the comparison with a source finds what
// differs, and every block marked signatures="…" says on the page what it was written against.
// Compiling the blocks is the Java examples step; comparing the stubs with the frameworks' source
// is scripts/check-signatures.ts, skipped where no copy of the source is at hand.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {blockTitle, docFiles, javaBlocks, resultStatements, signatureIds} from '../../scripts/java-blocks';
import {
  compareDeclaration,
  parseDeclaration,
  readStub,
  signatureSets,
  sourceDeclaration,
  stubFiles,
} from '../../scripts/signatures';

test('every signature stub names its source file and the line of each declaration', () => {
  const sets = signatureSets();
  assert.ok(sets.size >= 3);
  for (const set of sets.values()) {
    const files = stubFiles(set);
    assert.ok(files.length, `${set.id} has no stubs`);
    for (const file of files) {
      const stub = readStub(fs.readFileSync(file, 'utf8'), file);
      assert.ok(stub.declarations.length, `${file} declares nothing`);
      assert.match(stub.sourcePath, set.language === 'kotlin' ? /\.kt$/ : /\.java$/, file);
    }
  }
  assert.throws(
    () => readStub('// a/B.java\npackage a;\n\npublic class B {\n}\n', 'B.java'),
    /B\.java:4: a declaration without "\/\/ @<line in a\/B\.java>"/,
  );
});

test('a Java declaration is compared with the source: name, parameters and their types, return type', () => {
  const source = [
    'package p;',
    'public class Options {',
    '\t@Override',
    '\tpublic B maxTokens(@Nullable Integer maxTokens,',
    '\t\t\tMap<String, Object> extra) {',
    '\t\treturn self();',
    '\t}',
    '}',
  ].join('\n');
  const text = sourceDeclaration(source, 4, 'java');
  assert.equal(text, 'public B maxTokens( Integer maxTokens, Map<String, Object> extra)');
  const same = parseDeclaration('public B maxTokens(Integer maxTokens, Map<String, Object> extra) { throw null; }');
  assert.deepEqual(compareDeclaration(same, text, 'java').problems, []);
  const wrong = [
    'public B maxTokens(Integer maxTokens) { throw null; }',
    'public B maxTokens(Long maxTokens, Map<String, Object> extra) { throw null; }',
    'public Options maxTokens(Integer maxTokens, Map<String, Object> extra) { throw null; }',
    'public B maxToken(Integer maxTokens, Map<String, Object> extra) { throw null; }',
  ];
  for (const code of wrong)
    assert.notDeepEqual(compareDeclaration(parseDeclaration(code), text, 'java').problems, [], code);
  assert.deepEqual(
    compareDeclaration(parseDeclaration('public class Options { // @2'), sourceDeclaration(source, 2, 'java'), 'java')
      .problems,
    [],
  );
  assert.deepEqual(parseDeclaration('ALL, EMBED, NONE'), {kind: 'constants', names: ['ALL', 'EMBED', 'NONE']});
});

test('a Kotlin declaration is compared as Java sees it; a return type Kotlin infers is reported, not assumed', () => {
  const source = [
    'class Usage',
    'private constructor(',
    '    private val total: JsonField<Long>,',
    ') {',
    '    fun totalTokens(): Long = total.getRequired("total_tokens")',
    '    @JvmStatic fun builder() = Builder()',
    '    fun details(): Optional<Details> =',
    '        details.getOptional("details")',
    '}',
  ].join('\n');
  assert.equal(sourceDeclaration(source, 1, 'kotlin'), 'class Usage');
  const total = sourceDeclaration(source, 5, 'kotlin');
  assert.deepEqual(compareDeclaration(parseDeclaration('public long totalTokens()'), total, 'kotlin'), {
    problems: [],
    returnTypeUnstated: false,
  });
  assert.notDeepEqual(compareDeclaration(parseDeclaration('public int totalTokens()'), total, 'kotlin').problems, []);
  assert.deepEqual(
    compareDeclaration(
      parseDeclaration('public static Builder builder()'),
      sourceDeclaration(source, 6, 'kotlin'),
      'kotlin',
    ),
    {problems: [], returnTypeUnstated: true},
  );
  const details = sourceDeclaration(source, 7, 'kotlin');
  assert.deepEqual(
    compareDeclaration(parseDeclaration('public Optional<Details> details()'), details, 'kotlin').problems,
    [],
  );
  assert.notDeepEqual(
    compareDeclaration(parseDeclaration('public Optional<Other> details()'), details, 'kotlin').problems,
    [],
  );
});

test('signatures="…" names a set that exists, and is not combined with compile="…"', () => {
  const [first] = signatureSets().keys();
  assert.deepEqual(signatureIds(`title="A.java" signatures="${first}"`), [first]);
  assert.deepEqual(signatureIds('title="A.java"'), []);
  assert.throws(() => signatureIds('signatures="no-such-framework-1.0.0"'), /names no folder/);
  assert.throws(() => signatureIds(`compile="0.6.1" signatures="${first}"`), /cannot be combined/);
});

test('framework code on the docs pages: a class never run, whose title names what it was written against', () => {
  const sets = signatureSets();
  const blocks = docFiles('docs').flatMap((file) => javaBlocks(file).filter((block) => block.signatures.length));
  assert.ok(blocks.length > 0, 'no block is marked signatures="…"');
  const problems: string[] = [];
  for (const block of blocks) {
    const title = blockTitle(block.meta) ?? '';
    for (const id of block.signatures) {
      const {name, version} = sets.get(id)!;
      if (!title.includes(`${name} ${version}`))
        problems.push(`${block.id}: its title does not name ${name} ${version}`);
    }
    if (!block.className) problems.push(`${block.id}: not a compilation unit`);
    if (block.hasMain || resultStatements(block).length || block.output !== null)
      problems.push(`${block.id}: has a main method, result comments or an Output block, but is never run`);
  }
  assert.deepEqual(problems, []);
});
