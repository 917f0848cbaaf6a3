import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  compareSnippet,
  javaStringLiteral,
  requestSnippet,
  textSnippet,
} from '../../src/components/Playground/text/javaSnippet';
import {ENCODING_NAMES} from '../../src/lib/counting/jtokkit';
import {COOKBOOK_TOOLS_JSON, OPENAI_COOKBOOK_TOOL_MESSAGES} from '../../src/components/Playground/text/toolsJson';
import {OPENAI_COOKBOOK_EXAMPLE} from '../../src/lib/counting/chatTokens';
import {modelByName} from '../../src/lib/counting/models';
import {countRequestTokens} from '../../src/lib/counting/requestTokens';
import {FAST_JVM, findJar, javaBlocks} from '../../scripts/java-blocks';
import {encodings} from '../support/encodings';

const {cl100k_base: cl100kBase, o200k_base: o200kBase} = encodings;
const REQUEST_RECIPE = path.join(__dirname, '../../docs/getting-started/recipes/requests.md');

test('string literals escape what javac would misread', () => {
  assert.equal(javaStringLiteral('a "b" \\ c'), '"a \\"b\\" \\\\ c"');
  assert.equal(javaStringLiteral('line\nnext\r\t'), '"line\\nnext\\r\\t"');
  assert.equal(javaStringLiteral('I love 🍕'), '"I love \\ud83c\\udf55"');
  assert.ok(!javaStringLiteral('\n\r').includes('\\u000'), 'no \\u000a or \\u000d escapes');
});

test('the code shows the ids, the EncodingResult or the exception the playground shows', () => {
  const plain = textSnippet({
    encoding: 'cl100k_base',
    mode: 'encode',
    text: 'hello world',
    maxTokens: null,
    tokens: [15339, 1917],
  });
  assert.match(plain, /registry\.getEncoding\(EncodingType\.CL100K_BASE\)/);
  assert.match(plain, /IntArrayList tokens = encoding\.encode\(text\);/);
  assert.match(plain, /System\.out\.println\(tokens\); \/\/ \[15339, 1917\]/);

  const limited = textSnippet({
    encoding: 'cl100k_base',
    model: modelByName('gpt-4'),
    mode: 'encode',
    text: 'This is a sample sentence.',
    maxTokens: 3,
    result: cl100kBase.encodeWithLimit('This is a sample sentence.', 3),
  });
  assert.match(limited, /getEncodingForModel\(ModelType\.GPT_4\)/);
  assert.match(limited, /encoding\.encode\(text, 3\)/);
  assert.match(limited, /getLastProcessedCharacterIndex\(\)\); \/\/ 8/);

  const special = textSnippet({encoding: 'cl100k_base', mode: 'encode', text: 'a <|endoftext|>', maxTokens: null});
  assert.match(
    special,
    /throws UnsupportedOperationException: Encoding special tokens is not supported\. \(<\|endoftext\|>; use encodeOrdinary\)/,
  );

  const request = requestSnippet({
    encoding: 'o200k_base',
    body: {model: 'gpt-4o', messages: [...OPENAI_COOKBOOK_TOOL_MESSAGES], tools: JSON.parse(COOKBOOK_TOOLS_JSON)},
    total: 101,
  });
  assert.match(request, /getEncoding\(EncodingType\.O200K_BASE\)/);
  assert.match(request, /"messages", Arrays\.asList\(/);
  assert.match(request, /"enum", Arrays\.asList\(\n\s+"celsius",\n\s+"fahrenheit"\)/);
  assert.match(request, /System\.out\.println\(count\.total\); \/\/ 101/);
  // 1e309 is past a double's range: JSON.parse reads Infinity, and `Infinityd` would not compile.
  const huge = requestSnippet({encoding: 'o200k_base', body: JSON.parse('{"temperature": 1e309, "top_p": -1e309}')});
  assert.match(huge, /"temperature", Double\.POSITIVE_INFINITY/);
  assert.match(huge, /"top_p", Double\.NEGATIVE_INFINITY/);
  const large = requestSnippet({
    encoding: 'o200k_base',
    body: {messages: [{role: 'user', content: 'x'.repeat(30_000)}]},
  });
  assert.match(large, /too large to write as Java source \(30,?0\d\d characters of JSON\)/);
  assert.match(
    compareSnippet({mode: 'encode', text: 'a <|fim_prefix|> b'}),
    /countTokens throws UnsupportedOperationException for p50k_edit: .*<\|fim_prefix\|>/,
  );

  const long = textSnippet({encoding: 'o200k_base', mode: 'ordinary', text: 'word '.repeat(20_000), maxTokens: null});
  assert.match(long, /Files\.readAllBytes\(Paths\.get\("input\.txt"\)\)/);
  assert.match(long, /throws IOException/);
});

// javac and java against a JTokkit 1.1.0 jar, when there is one ($JTOKKIT_JAR or the local Maven repository).
const jar = findJar();
test(
  'generated programs compile against JTokkit 1.1.0 and print what the playground shows',
  {skip: !jar && 'no JTokkit 1.1.0 jar: set JTOKKIT_JAR or install it in ~/.m2'},
  () => {
    const run = (source: string, input?: string, more: Record<string, string> = {}) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtokkit-snippet-'));
      fs.writeFileSync(path.join(dir, 'TokenizerPlayground.java'), source);
      for (const [file, code] of Object.entries(more)) fs.writeFileSync(path.join(dir, file), code);
      if (input !== undefined) fs.writeFileSync(path.join(dir, 'input.txt'), input);
      execFileSync(
        'javac',
        [...FAST_JVM.map((flag) => `-J${flag}`), '-cp', jar!, 'TokenizerPlayground.java', ...Object.keys(more)],
        {cwd: dir},
      );
      try {
        return execFileSync('java', [...FAST_JVM, '-cp', `${jar}${path.delimiter}.`, 'TokenizerPlayground'], {
          cwd: dir,
          encoding: 'utf8',
        });
      } finally {
        fs.rmSync(dir, {recursive: true, force: true});
      }
    };
    const text = 'Ünïcödé "quotes" \\ back\nslash\t🍕 <|endoftext|>';
    const tokens = o200kBase.encodeOrdinary(text);
    assert.equal(
      run(textSnippet({encoding: 'o200k_base', mode: 'ordinary', text, maxTokens: null, tokens})),
      `[${tokens.join(', ')}]\n${tokens.length}\n`,
    );
    const result = cl100kBase.encodeWithLimit('I love 🍕', 4);
    assert.equal(
      run(
        textSnippet({
          encoding: 'cl100k_base',
          model: modelByName('gpt-3.5-turbo'),
          mode: 'encode',
          text: 'I love 🍕',
          maxTokens: 4,
          result,
        }),
      ),
      '[40, 3021]\ntrue\n5\n',
    );
    const long = 'All work and no play. '.repeat(4000);
    assert.equal(
      run(textSnippet({encoding: 'cl100k_base', mode: 'encode', text: long, maxTokens: null}), long).split('\n')[1],
      String(cl100kBase.encode(long).length),
    );
    // The request recipe's class with this request's values: OpenAI publishes 129 and 105 (gpt-3.5-turbo,
    // cl100k_base), 124 and 101 (gpt-4o, o200k_base).
    const requestTokens = javaBlocks(REQUEST_RECIPE).find((b) => b.className === 'RequestTokens');
    assert.ok(requestTokens, 'the request recipe has the RequestTokens class');
    const tools = JSON.parse(COOKBOOK_TOOLS_JSON);
    for (const [encoding, model, body, printed] of [
      ['cl100k_base', 'gpt-3.5-turbo', {messages: OPENAI_COOKBOOK_EXAMPLE}, '129'],
      ['o200k_base', 'gpt-4o', {messages: OPENAI_COOKBOOK_EXAMPLE}, '124'],
      ['cl100k_base', 'gpt-3.5-turbo', {messages: OPENAI_COOKBOOK_TOOL_MESSAGES, tools}, '105'],
      ['o200k_base', 'gpt-4o', {messages: OPENAI_COOKBOOK_TOOL_MESSAGES, tools}, '101'],
      // A number past a double's range (1e309 in the JSON) still compiles; it is not counted.
      ['o200k_base', 'gpt-4o', {messages: OPENAI_COOKBOOK_EXAMPLE, temperature: Infinity}, '124'],
    ] as const) {
      const output = run(requestSnippet({encoding, body: {model, ...body}}), undefined, {
        'RequestTokens.java': requestTokens.code,
      });
      assert.equal(output.trim().split('\n').at(-1), printed, `${model} ${printed}`);
    }
    // An image: the Java class lists it without tokens, so it prints the playground's total less the image's.
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const withImage = {
      model: 'gpt-4o',
      messages: [
        {
          role: 'user',
          content: [
            {type: 'text', text: 'What is in this image?'},
            {type: 'image_url', image_url: {url: pixel}},
          ],
        },
      ],
    };
    const counted = countRequestTokens(withImage, (text) => o200kBase.encodeOrdinary(text).length);
    const image = counted.parts.find((part) => part.basis === 'image');
    assert.ok(image?.tokens, 'the playground counts the image');
    const printed = run(requestSnippet({encoding: 'o200k_base', body: withImage}), undefined, {
      'RequestTokens.java': requestTokens.code,
    });
    assert.equal(printed.trim().split('\n').at(-1), String(counted.total - image.tokens));
    // Every encoding's count, in EncodingType order.
    const compared = 'Compare me: 12345 🍕';
    assert.equal(
      run(compareSnippet({mode: 'encode', text: compared})),
      ENCODING_NAMES.map((name) => `${name}: ${encodings[name].encode(compared).length}\n`).join(''),
    );
  },
);
