// @ts-check
// The strings whose JTokkit results tests/unit/fixtures/jtokkit-1.1.0.json records: hand-picked
// cases where tokenizers tend to disagree, plus seeded random mixes of character classes.
const handPicked = [
  '',
  'hello world',
  'This is a sample sentence.',
  'I love 🍕',
  'hello <|endoftext|> world',
  "I'm sure they'll say we've done it, he's 'tis",
  "DON'T YOU'LL WE'VE THEY'RE I'M HE'D",
  "it'ſ odd",
  'code:\n    indented\n    ',
  'trailing \n ',
  'a\n\n\n  b',
  'tabs\t\tand\tmore\t',
  ' leading space',
  '   ',
  '\r\n\r\n',
  'x \r\n y',
  'nel\u0085line',
  'bom\ufeffhere',
  '\ufeffstart',
  'ideo\u3000space',
  'nb\u00a0sp',
  '1234567890',
  '3½ and ①②③',
  'ⅫⅬ roman',
  'über straße',
  'Ελληνικά κείμενο',
  'Привет, мир!',
  '中文文本测试',
  '日本語のテキスト',
  '한국어 텍스트',
  'مرحبا بالعالم',
  'नमस्ते दुनिया',
  'e\u0301 combining',
  'café́',
  '👨‍👩‍👧‍👦 family',
  '🏳️‍🌈',
  '💩💩💩',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'a/b/c\n/path',
  '<|fim_prefix|>x<|fim_suffix|>y<|fim_middle|>',
  '<|endofprompt|>',
  '<|im_start|>user',
  '<|endoftext',
  'endoftext|>',
  '<|notatoken|>',
  '!!!???...',
  ' !!\n\n',
  '{"json": [1, 2, 3]}',
  'public static void main(String[] args) {}',
  'CamelCaseWordsAndHTTPServer',
  'lowerUPPERlower',
  "O'Neil's",
  'x'.repeat(600),
  'ab'.repeat(400),
  ' '.repeat(40) + 'x',
  '\u00ad soft hyphen',
  'zero\u200bwidth',
  '\u2028line sep\u2029para',
  'ǅungla Ǆ',
  'ᾈ titlecase',
  'x \ufffd\ufffd y',
  '\ufffd🍕\ufffd',
  'a🍕b🍕c🍕',
];
let seed = 20251122;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pools = [
  'abcxyz',
  'ABCXYZ',
  '0123456789',
  ' ',
  '  ',
  '\n',
  '\r\n',
  '\t',
  "'",
  "'s",
  "'LL",
  '.,;:!?/()[]{}"-',
  'éüñß',
  'ΩЖ中あ한',
  '🍕😀',
  '\u0085',
  '\ufeff',
  '\u3000',
  '\u0301',
  'ſ',
  '½①',
];
const randomStrings = [];
for (let i = 0; i < 150; i++) {
  let s = '';
  const parts = 1 + Math.floor(random() * 14);
  for (let p = 0; p < parts; p++) {
    const pool = [...(pools[Math.floor(random() * pools.length)] ?? '')];
    const n = 1 + Math.floor(random() * 4);
    for (let k = 0; k < n; k++) s += pool[Math.floor(random() * pool.length)];
  }
  randomStrings.push(s);
}
export const corpus = [...handPicked, ...randomStrings];
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  process.stdout.write(corpus.map((s) => Buffer.from(s, 'utf8').toString('base64')).join('\n') + '\n');
}
