// What the Java examples of the docs must be, checked without a JDK: they exist and carry result
// comments in the grammar scripts/check-java-examples.ts checks against the JTokkit jar, the usage
// page's model table is the one the site uses, and the chat recipe's constants are the playground's.
// Whether each result comment and Output block is what JTokkit returns only the jar can say: that
// is the Java examples step, skipped (and failing REQUIRE_ALL_CHECKS=1) where there is no jar.
import {test} from 'node:test';
import assert from 'node:assert/strict';
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
} from '../../scripts/java-blocks';
import {staleCopies} from '../../scripts/java-file-copies';
import {JTOKKIT} from '../../src/lib/site/site';
import {CHAT_RULES, REPLY_PRIMING_TOKENS} from '../../src/lib/counting/chatTokens';
import {MODELS} from '../../src/lib/counting/models';

// The blocks for the documented version: a page's compile="0.6.1" code cannot stand in for its 1.1.0 results.
const pages = docFiles('docs').map((file) => ({
  file,
  blocks: javaBlocks(file).filter((block) => block.version === JTOKKIT.version),
}));

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

test('a code block that no fence closes is an error that names its page and line', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'java-blocks-'));
  try {
    const page = path.join(dir, 'page.md');
    fs.writeFileSync(page, 'Text\n\n```java\nint a;\n');
    assert.throws(() => javaBlocks(page), {message: `${page}:3: code block is never closed`});
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test("chat recipe: the Java methods' constants are OpenAI's rule (src/lib/counting/chatTokens.ts)", () => {
  const blocks = javaBlocks(path.join('docs', 'getting-started', 'recipes', 'chatml.md'));
  const method = (name: string) => blocks.find((block) => block.code.includes(`static int ${name}(`))?.code ?? '';
  const number = (code: string, pattern: RegExp) => Number(pattern.exec(code)?.[1]);
  const current = method('countChatTokens');
  const legacy = method('countChatTokens0301');
  assert.deepEqual(
    {
      countChatTokens: {
        perMessage: number(current, /TOKENS_PER_MESSAGE = (\d+);/),
        perName: number(current, /TOKENS_PER_NAME = (-?\d+);/),
        priming: number(current, /REPLY_PRIMING_TOKENS = (\d+);/),
      },
      // The legacy method writes its numbers inline, the name's as a subtraction.
      countChatTokens0301: {
        perMessage: number(legacy, /^\s*total \+= (\d+);/m),
        perName: -number(legacy, /countTokensOrdinary\(message\.name\) - (\d+);/),
        priming: number(legacy, /int total = (\d+);/),
      },
    },
    {
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
    },
  );
});

test('a block that copies a file (file="…") shows the file as it is, and the page links the file to download', () => {
  assert.deepEqual(staleCopies(), []);
  const copies = pages.flatMap(({file, blocks}) => blocks.filter((b) => b.copyOf !== null).map((b) => ({file, b})));
  assert.ok(
    copies.some(({b}) => b.className === 'RequestTokens'),
    'the request recipe shows RequestTokens.java',
  );
  for (const {file, b} of copies) {
    assert.match(b.copyOf!, /^static\//, `${file}: a copy's file is a download, under static/`);
    const address = b.copyOf!.replace(/^static/, '');
    assert.ok(fs.readFileSync(file, 'utf8').includes(`](${address})`), `${file} links ${address}`);
  }
  const page = path.join(os.tmpdir(), `copy-${process.pid}.md`);
  const stale = pages.find(({blocks}) => blocks.some((b) => b.copyOf !== null))!;
  fs.writeFileSync(
    page,
    fs.readFileSync(stale.file, 'utf8').replace('public final class RequestTokens', 'final class X'),
  );
  try {
    const edited = javaBlocks(page).find((b) => b.copyOf !== null)!;
    assert.notEqual(edited.shown, edited.code, 'an edited copy differs from its file');
    assert.equal(edited.className, 'RequestTokens', "the file's code is what is checked");
  } finally {
    fs.rmSync(page);
  }
});

test("the usage page's ModelType table is src/lib/counting/models.ts", () => {
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
