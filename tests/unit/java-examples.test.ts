// Every result comment and Output block of the Java examples under docs/, checked without a JDK
// by tests/support/javaEvaluator.ts (JTokkit 1.1.0's semantics from src/lib/jtokkit.ts, its model
// table from src/lib/models.ts). scripts/check-java-examples.ts compiles and runs every block
// against the JTokkit jar; what only that step can check is listed here as skipped when there is
// no jar to run it, so a run without the jar says so instead of passing silently. Blocks marked
// compile="<version>" are written for another JTokkit version: the evaluator knows only 1.1.0, so
// they are left to the jar step and listed as skipped when it cannot run them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  compileVersion,
  docFiles,
  findJar,
  javaBlocks,
  modelTable,
  parseResult,
  resultStatements,
  type JavaBlock,
} from '../../scripts/java-blocks';
import {JTOKKIT} from '../../src/lib/site';
import {CHAT_RULES, REPLY_PRIMING_TOKENS} from '../../src/lib/chatTokens';
import {MODELS} from '../../src/lib/models';
import {chatConstants, checkBlock, simulateOutput} from '../support/javaEvaluator';

const hasJdk = spawnSync('javac', ['-version']).status === 0 && spawnSync('java', ['-version']).status === 0;
/** Whether the Java examples step of the same suite runs the blocks against JTokkit. */
const jarStepRuns = findJar() !== null && hasJdk;
const JAR_ONLY = 'only the Java examples step can check this, and it has no JTokkit jar here';

const allPages = docFiles('docs').map((file) => ({file, blocks: javaBlocks(file)}));
const forDocumentedVersion = (block: JavaBlock) => (block.version ?? JTOKKIT.version) === JTOKKIT.version;
const pages = allPages.map(({file, blocks}) => ({file, blocks: blocks.filter(forDocumentedVersion)}));
const otherVersions = allPages.flatMap(({blocks}) => blocks.filter((block) => !forDocumentedVersion(block)));
const recipe = pages.find(({file}) => file.endsWith(path.join('recipes', 'chatml.md')));
const chat = recipe ? chatConstants(recipe.blocks) : null;

test('the evaluator itself checks most result comments, not only the jar step', () => {
  const checks = pages.flatMap(({blocks}) => blocks.flatMap((block) => checkBlock(block, chat)));
  const computed = checks.filter((check) => check.status !== 'jar-only').length;
  assert.ok(computed >= 60 && computed >= checks.length / 2, `${computed} of ${checks.length} computed`);
});

test('the docs have Java examples with result comments to check', () => {
  const total = pages.reduce((sum, {blocks}) => sum + blocks.flatMap((block) => resultStatements(block)).length, 0);
  for (const {file, blocks} of pages) {
    if (blocks.length)
      assert.ok(
        blocks.some((block) => resultStatements(block).length > 0),
        `${file} has Java blocks but no result comment`,
      );
  }
  assert.ok(total >= 40);
});

for (const {file, blocks} of pages) {
  if (blocks.length === 0) continue;
  test(`${file}: result comments are what JTokkit returns`, async (t) => {
    const checks = blocks.flatMap((block) => checkBlock(block, chat));
    for (const check of checks) {
      const name = `line ${check.docLine} // ${check.text}`;
      if (check.status === 'jar-only') {
        if (!jarStepRuns) await t.test(name, {skip: `${JAR_ONLY} (${check.detail})`}, () => {});
        continue;
      }
      await t.test(name, () => assert.equal(check.status, 'pass', check.detail));
    }
  });
}

test('every Output block is what its program prints', async (t) => {
  const programs = pages.flatMap(({blocks}) => blocks.filter((block) => block.output !== null));
  assert.ok(programs.length >= 3);
  for (const block of programs) {
    const outcome = simulateOutput(block, chat);
    if ('jarOnly' in outcome) {
      if (!jarStepRuns) await t.test(block.id, {skip: `${JAR_ONLY} (${outcome.jarOnly})`}, () => {});
      continue;
    }
    await t.test(block.id, () => assert.deepEqual(outcome.lines, (block.output ?? '').trimEnd().split('\n')));
  }
});

test('blocks written for another JTokkit version are left to the jar step, never passed here', async (t) => {
  for (const block of otherVersions) {
    const version = block.version ?? '';
    // The jar step checks them against that version's jar, and only when it runs at all.
    if (jarStepRuns && findJar(version) !== null) continue;
    await t.test(
      `${block.id} (JTokkit ${version})`,
      {skip: `written for JTokkit ${version}: only the Java examples step can check it, with a ${version} jar`},
      () => {},
    );
  }
});

test('compile="<version>" marks a block for another JTokkit version, with a jar of its own', () => {
  assert.equal(compileVersion(''), JTOKKIT.version);
  assert.equal(compileVersion('title="Tokens.java"'), JTOKKIT.version);
  assert.equal(compileVersion('title="Before (0.6.1)" compile="0.6.1"'), '0.6.1');
  assert.throws(() => compileVersion('compile="old"'), /not a version/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'java-blocks-'));
  const saved = {one: process.env.JTOKKIT_JAR_0_0_1, all: process.env.JTOKKIT_JAR};
  try {
    const page = path.join(dir, 'page.md');
    const markdown = ['```java title="Before" compile="0.6.1"', 'List<Integer> ids = enc.encode("hi");', '```', ''];
    fs.writeFileSync(page, [...markdown, '```java', 'IntArrayList ids = enc.encode("hi");', '```', ''].join('\n'));
    assert.deepEqual(
      javaBlocks(page).map((block) => block.version),
      ['0.6.1', JTOKKIT.version],
    );
    const jar = path.join(dir, 'jtokkit-0.0.1.jar');
    fs.writeFileSync(jar, '');
    delete process.env.JTOKKIT_JAR;
    process.env.JTOKKIT_JAR_0_0_1 = jar;
    assert.equal(findJar('0.0.1'), jar);
    process.env.JTOKKIT_JAR = 'none';
    assert.equal(findJar('0.0.1'), null);
  } finally {
    for (const [name, value] of [
      ['JTOKKIT_JAR_0_0_1', saved.one],
      ['JTOKKIT_JAR', saved.all],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test("chat recipe: the Java methods' constants are OpenAI's rule (src/lib/chatTokens.ts)", () => {
  assert.ok(recipe, 'the chat recipe page exists');
  assert.deepEqual(chat, {
    countChatTokens: {
      perMessage: CHAT_RULES.current.perMessage,
      perName: CHAT_RULES.current.perName,
      priming: REPLY_PRIMING_TOKENS,
    },
    countChatTokens0301: {
      perMessage: CHAT_RULES['legacy-0301'].perMessage,
      perName: CHAT_RULES['legacy-0301'].perName,
      priming: REPLY_PRIMING_TOKENS,
    },
  });
});

test('chat recipe: the three stated totals are computed, not left to the jar', () => {
  const totals = (recipe?.blocks ?? [])
    .filter((block) => block.hasMain && /\.countChatTokens(0301)?\(/.test(block.code))
    .flatMap((block) => checkBlock(block, chat));
  // gpt-4o and gpt-4 with the current rule, gpt-3.5-turbo-0301 with the old one.
  assert.deepEqual(
    totals.map((check) => [check.text, check.status]),
    [
      ['46', 'pass'],
      ['47', 'pass'],
      ['48', 'pass'],
    ],
  );
});

test("the usage page's ModelType table is src/lib/models.ts", () => {
  const documented = modelTable(path.join('docs', 'getting-started', 'usage.md'));
  const row = (m: {constant: string; name: string; encoding: string; maxContextLength: number}) =>
    `${m.constant}|${m.name}|${m.encoding}|${m.maxContextLength}`;
  assert.deepEqual(documented.map(row).sort(), MODELS.map(row).sort());
});

test('the result-comment grammar', () => {
  assert.deepEqual(parseResult('[15339, 1917]')?.value, [15339, 1917]);
  assert.equal(parseResult('6')?.value, 6);
  assert.equal(parseResult('"\\uFFFD"')?.value, '\uFFFD');
  assert.equal(parseResult('throws UnsupportedOperationException')?.value, 'UnsupportedOperationException');
  assert.equal(parseResult('loads o200k_base now'), null);
  assert.equal(parseResult('6 tokens'), null);
});
