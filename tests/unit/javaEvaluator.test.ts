// The jar-less checker of the docs' Java (tests/support/javaEvaluator.ts): it computes what it
// can with JTokkit 1.1.0's semantics and hands everything else to the jar step, never guessing.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {JavaBlock} from '../../scripts/java-blocks';
import {chatConstants, checkBlock, simulateOutput} from '../support/javaEvaluator';

function snippet(code: string): JavaBlock {
  return {
    file: 'example.md',
    lang: 'java',
    meta: '',
    startLine: 1,
    code,
    id: 'example.md:1',
    unit: false,
    className: null,
    hasMain: false,
    output: null,
  };
}

function program(code: string, output: string | null = null): JavaBlock {
  return {...snippet(code), unit: true, className: 'Example', hasMain: true, output};
}

const statuses = (code: string) => checkBlock(snippet(code)).map((check) => [check.text, check.status]);

test('a right result passes and a wrong one fails, with what JTokkit gives', () => {
  assert.deepEqual(statuses('int count = enc.countTokens("hello world"); // 2'), [['2', 'pass']]);
  const [wrong] = checkBlock(snippet('int count = enc.countTokens("hello world"); // 3'));
  assert.equal(wrong?.status, 'fail');
  assert.match(wrong?.detail ?? '', /expected 3, JTokkit's semantics give 2/);
});

test('what it cannot evaluate is jar-only, and so is everything that depends on it', () => {
  assert.deepEqual(statuses('int size = someList.size(); // 3'), [['3', 'jar-only']]);
  assert.deepEqual(
    statuses(
      [
        'String text = loadFromDisk();',
        'int count = enc.countTokens(text); // 7',
        'int other = enc.countTokens("hi"); // 1',
      ].join('\n'),
    ),
    [
      ['7', 'jar-only'],
      ['1', 'pass'],
    ],
  );
});

test('JTokkit 1.1.0 semantics: special tokens, unknown ids, ChatML markers, truncation', () => {
  assert.deepEqual(statuses('enc.encode("a <|endoftext|>"); // throws UnsupportedOperationException'), [
    ['throws UnsupportedOperationException', 'pass'],
  ]);
  // The Javadoc promises IllegalArgumentException; JTokkit 1.1.0 throws a NullPointerException.
  assert.deepEqual(
    statuses(
      [
        'IntArrayList ids = new IntArrayList();',
        'ids.add(199999);',
        'enc.decode(ids); // throws NullPointerException',
      ].join('\n'),
    ),
    [['throws NullPointerException', 'pass']],
  );
  // <|im_start|> is not a special token of cl100k_base in JTokkit.
  assert.deepEqual(statuses('int n = enc.countTokens("<|im_start|>"); // 6'), [['6', 'pass']]);
  assert.deepEqual(statuses('int last = enc.encode("I love 🍕", 4).getLastProcessedCharacterIndex(); // 5'), [
    ['5', 'pass'],
  ]);
  // An unpaired surrogate: what JTokkit does depends on the encoding and on -ea.
  assert.deepEqual(statuses('IntArrayList ids = enc.encode("ok \\uD83D"); // [564, 10997, 254, 121]'), [
    ['[564, 10997, 254, 121]', 'jar-only'],
  ]);
});

test("model names resolve like JTokkit's registry, from src/lib/models.ts", () => {
  assert.deepEqual(
    statuses('String name = registry.getEncodingForModel("gpt-4.1").get().getName(); // "cl100k_base"'),
    [['"cl100k_base"', 'pass']],
  );
  assert.deepEqual(statuses('boolean known = registry.getEncodingForModel("o3").isPresent(); // false'), [
    ['false', 'pass'],
  ]);
  assert.deepEqual(statuses('int limit = ModelType.GPT_4O.getMaxContextLength(); // 128000'), [['128000', 'pass']]);
  assert.deepEqual(statuses('EncodingType.valueOf("cl100k_base"); // throws IllegalArgumentException'), [
    ['throws IllegalArgumentException', 'pass'],
  ]);
});

test('an encoding a page registers itself is never taken for a built-in one', () => {
  const code = [
    'registry.registerGptBytePairEncoding(new GptBytePairEncodingParams("my-cl100k", pattern, ranks, special));',
    'Encoding mine = registry.getEncoding("my-cl100k").get();',
    'System.out.println(mine.encode("hello world")); // [15339, 1917]',
  ].join('\n');
  assert.deepEqual(statuses(code), [['[15339, 1917]', 'jar-only']]);
});

test('Output blocks: a straight program is computed, control flow is left to the jar', () => {
  const straight = program(
    [
      'public class Example {',
      '    public static void main(String[] args) {',
      '        System.out.println(Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE).encode("hello world"));',
      '        System.out.println("done " + 2);',
      '    }',
      '}',
    ].join('\n'),
  );
  assert.deepEqual(simulateOutput(straight), {lines: ['[24912, 2375]', 'done 2']});
  const loop = program(
    [
      'public class Example {',
      '    public static void main(String[] args) {',
      '        for (String s : args) {',
      '            System.out.println(s);',
      '        }',
      '    }',
      '}',
    ].join('\n'),
  );
  assert.ok('jarOnly' in simulateOutput(loop));
});

test("the chat recipe's totals follow the constants its Java declares", () => {
  const counter = (perMessage: number) =>
    program(
      [
        'public final class ChatTokenCounter {',
        `    private static final int TOKENS_PER_MESSAGE = ${perMessage};`,
        '    private static final int TOKENS_PER_NAME = 1;',
        '    private static final int REPLY_PRIMING_TOKENS = 3;',
        '    public static int countChatTokens(Encoding encoding, List<ChatMessage> messages) {',
        '        return 0;',
        '    }',
        '}',
      ].join('\n'),
    );
  const call = snippet(
    [
      'List<ChatMessage> messages = Arrays.asList(new ChatMessage("user", "hello"));',
      'int total = ChatTokenCounter.countChatTokens(enc, messages); // 8',
    ].join('\n'),
  );
  // 3 (priming) + 3 per message + "user" (1) + "hello" (1) = 8
  assert.deepEqual(
    checkBlock(call, chatConstants([counter(3)])).map((check) => check.status),
    ['pass'],
  );
  assert.deepEqual(
    checkBlock(call, chatConstants([counter(4)])).map((check) => check.status),
    ['fail'],
  );
});

test('a variable assigned again has its new value, or none when that is not computed', () => {
  assert.deepEqual(
    statuses(
      ['int n = enc.countTokens("hello");', 'n = enc.countTokens("hello world");', 'System.out.println(n); // 2'].join(
        '\n',
      ),
    ),
    [['2', 'pass']],
  );
  assert.deepEqual(
    statuses(['int n = enc.countTokens("hello");', 'n += 1;', 'System.out.println(n); // 2'].join('\n')),
    [['2', 'pass']],
  );
  assert.deepEqual(
    statuses(['int n = enc.countTokens("hello");', 'n = other.size();', 'System.out.println(n); // 1'].join('\n')),
    [['1', 'jar-only']],
  );
});

test('a call the evaluator does not know may change what it is given: a registry, a list', () => {
  // A lazy registry hands out an encoding registered under a built-in name (see the Extending page).
  const registered = [
    'registry.registerCustomEncoding(new CodePointEncoding("cl100k_base"));',
    'int n = registry.getEncoding(EncodingType.CL100K_BASE).countTokens("hello world"); // 2',
  ];
  assert.deepEqual(statuses(registered.join('\n')), [['2', 'jar-only']]);
  const changed = [
    'IntArrayList ids = enc.encode("hello world");',
    'Helpers.shuffle(ids);',
    'System.out.println(ids); // [15339, 1917]',
  ];
  assert.deepEqual(statuses(changed.join('\n')), [['[15339, 1917]', 'jar-only']]);
});

test('a loop it cannot run leaves what the loop changes unknown, and the comments inside it jar-only', () => {
  const code = [
    'int differences = 0;',
    'for (int i = 0; i < 100; i++) {',
    '    if (enc.countTokens("a" + i) > 1) {',
    '        differences++;',
    '    }',
    '    int inside = enc.countTokens("a"); // 1',
    '}',
    'System.out.println(differences); // 0',
  ].join('\n');
  assert.deepEqual(statuses(code), [
    ['1', 'jar-only'],
    ['0', 'jar-only'],
  ]);
});

test('for-each over a known array, if/else, try/catch: run as Java runs them', () => {
  const loop = [
    'String[] names = {"gpt-4o", "gpt-4.1", "o3",};',
    'int found = 0;',
    'for (String name : names) {',
    '    if (registry.getEncodingForModel(name).isPresent()) {',
    '        found++;',
    '    } else {',
    '        found += 10;',
    '    }',
    '}',
    'System.out.println(found); // 12',
  ].join('\n');
  assert.deepEqual(statuses(loop), [['12', 'pass']]);
  const caught = [
    'try {',
    '    enc.countTokens("a <|endoftext|>");',
    '    int never = 1; // 1',
    '} catch (IllegalStateException e) {',
    '    int wrongClause = 1; // 1',
    '} catch (RuntimeException e) {',
    '    System.out.println(e.getMessage()); // "Encoding special tokens is not supported."',
    '}',
  ].join('\n');
  assert.deepEqual(
    checkBlock(snippet(caught)).map((check) => [check.text, check.status, check.detail.split(':')[0]]),
    [
      ['1', 'fail', 'never reached'],
      ['1', 'fail', 'never reached'],
      ['"Encoding special tokens is not supported."', 'pass', ''],
    ],
  );
  // Whether code that was not computed threw is not known: the catch clause is left to the jar.
  const unknown = [
    'try {',
    '    helper.run();',
    '} catch (RuntimeException e) {',
    '    System.out.println(e.getMessage()); // "x"',
    '}',
  ].join('\n');
  assert.deepEqual(statuses(unknown), [['"x"', 'jar-only']]);
});

test('an Output block of a program with a loop over a known array is computed', () => {
  const lookup = program(
    [
      'public class Example {',
      '    public static void main(String[] args) {',
      '        EncodingRegistry registry = Encodings.newLazyEncodingRegistry();',
      '        String[] models = {',
      '            "gpt-4.1", "o3",',
      '        };',
      '        for (String model : models) {',
      '            String answer = registry.getEncodingForModel(model)',
      '                    .map(Encoding::getName)',
      '                    .orElse("(empty)");',
      '            System.out.println(model + " -> " + answer);',
      '        }',
      '    }',
      '}',
    ].join('\n'),
  );
  assert.deepEqual(simulateOutput(lookup), {lines: ['gpt-4.1 -> cl100k_base', 'o3 -> (empty)']});
});

test('a system property can change what JTokkit does: from System.setProperty on, results are jar-only', () => {
  assert.deepEqual(
    statuses(
      [
        'int before = enc.countTokens("hi"); // 1',
        'System.setProperty(Encoding.VERY_LARGE_TOKENIZER_BYTE_THRESHOLD_KEY, "1k");',
        'Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE); // throws NumberFormatException',
        'int after = enc.countTokens("hi"); // 1',
      ].join('\n'),
    ),
    [
      ['1', 'pass'],
      ['throws NumberFormatException', 'jar-only'],
      ['1', 'jar-only'],
    ],
  );
});

test('IntArrayList.get past size() is left to the jar: it reads the array behind the list', () => {
  assert.deepEqual(
    statuses(['IntArrayList list = new IntArrayList();', 'System.out.println(list.get(0)); // 0'].join('\n')),
    [['0', 'jar-only']],
  );
  assert.deepEqual(statuses('enc.encode("hi").boxed().get(5); // throws IndexOutOfBoundsException'), [
    ['throws IndexOutOfBoundsException', 'pass'],
  ]);
});
