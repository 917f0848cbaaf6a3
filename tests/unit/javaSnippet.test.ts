import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chatSnippet, compareSnippet, javaStringLiteral, textSnippet} from '../../src/lib/javaSnippet';
import {ENCODING_NAMES} from '../../src/lib/jtokkit';
import {OPENAI_COOKBOOK_TOOL, OPENAI_COOKBOOK_TOOL_MESSAGES} from '../../src/lib/toolTokens';
import {modelByName} from '../../src/lib/models';
import {countChatTokens} from '../../src/lib/chatTokens';
import {FAST_JVM, findJar} from '../../scripts/java-blocks';
import {encodings} from '../support/encodings';

const {cl100k_base: cl100kBase, o200k_base: o200kBase} = encodings;

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

  const chatWithSpecial = chatSnippet({
    encoding: 'o200k_base',
    mode: 'encode',
    messages: [{role: 'user', content: 'a <|endofprompt|>'}],
  });
  assert.match(
    chatWithSpecial,
    /countTokens throws UnsupportedOperationException: .*<\|endofprompt\|>; use countTokensOrdinary/,
  );

  const withTools = chatSnippet({
    encoding: 'o200k_base',
    mode: 'encode',
    messages: [...OPENAI_COOKBOOK_TOOL_MESSAGES],
    tools: {functions: [OPENAI_COOKBOOK_TOOL], rule: 'gpt-4o'},
    total: 101,
  });
  assert.match(withTools, /tokens \+= 12; \/\/ once for a request with tools/);
  assert.match(
    withTools,
    /tokens \+= 7 \+ encoding\.countTokensOrdinary\("get_current_weather:Get the current weather in a given location"\);/,
  );
  assert.match(
    withTools,
    /tokens \+= 3 \+ \(-3\) \+ encoding\.countTokensOrdinary\("unit:string:The unit of temperature to return"\);/,
  );
  assert.match(withTools, /System\.out\.println\(tokens\); \/\/ 101/);
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
    const run = (source: string, input?: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtokkit-snippet-'));
      fs.writeFileSync(path.join(dir, 'TokenizerPlayground.java'), source);
      if (input !== undefined) fs.writeFileSync(path.join(dir, 'input.txt'), input);
      execFileSync('javac', [...FAST_JVM.map((flag) => `-J${flag}`), '-cp', jar!, 'TokenizerPlayground.java'], {
        cwd: dir,
      });
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
    const messages = [
      {role: 'system', content: 'You are a helpful assistant.'},
      {role: 'user', name: 'example_user', content: 'Count "these" tokens, please.\n'},
    ];
    const total = countChatTokens(messages, (s) => cl100kBase.encode(s).length);
    assert.equal(run(chatSnippet({encoding: 'cl100k_base', mode: 'encode', messages, total})), `${total}\n`);
    assert.equal(
      run(chatSnippet({encoding: 'o200k_base', model: modelByName('gpt-4o'), mode: 'ordinary', messages: []})),
      '3\n',
    );
    // The tools recipe's example: OpenAI publishes 105 (gpt-4, cl100k_base) and 101 (gpt-4o, o200k_base).
    const tools = [
      ['cl100k_base', 'gpt-4', '105\n'],
      ['o200k_base', 'gpt-4o', '101\n'],
    ] as const;
    for (const [encoding, rule, printed] of tools) {
      const functions = [OPENAI_COOKBOOK_TOOL];
      const messages = [...OPENAI_COOKBOOK_TOOL_MESSAGES];
      assert.equal(run(chatSnippet({encoding, mode: 'encode', messages, tools: {functions, rule}})), printed, rule);
    }
    // Every encoding's count, in EncodingType order.
    const compared = 'Compare me: 12345 🍕';
    assert.equal(
      run(compareSnippet({mode: 'encode', text: compared})),
      ENCODING_NAMES.map((name) => `${name}: ${encodings[name].encode(compared).length}\n`).join(''),
    );
  },
);
