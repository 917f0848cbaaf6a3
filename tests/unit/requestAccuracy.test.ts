// The accuracy record: every public request with the prompt_tokens the API reported
// (tests/records/prompt-tokens.json, each with its source, model and date), counted by
// countRequestTokens and by the tools recipe's published constants. The request recipe's table
// "How exact it is" must be the one computed here.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {countChatTokens, type ChatMessage} from '../../src/lib/counting/chatTokens';
import {chatModelEncoding} from '../../src/lib/counting/models';
import {countRequestTokens, type Basis} from '../../src/lib/counting/requestTokens';
import {countToolTokens, TOOL_RULE_OF_ENCODING, type ToolFunction} from '../support/cookbookToolRule';
import {encodings} from '../support/encodings';

type Schema = {type?: unknown; description?: string; enum?: unknown[]; properties?: {[name: string]: Schema}};
type Definition = {name: string; description?: string; parameters?: Schema};
type Request = {
  messages: {role: string; content?: unknown; function_call?: unknown}[];
  tools?: {function?: Definition}[];
  functions?: Definition[];
  tool_choice?: unknown;
  function_call?: unknown;
};
type Record = {id: string; source: string; model: string | null; date: string; request: Request; promptTokens: number};
const records: Record[] = JSON.parse(fs.readFileSync(path.join(__dirname, '../records/prompt-tokens.json'), 'utf8'));
const page = fs.readFileSync(path.join(__dirname, '../../docs/getting-started/recipes/requests.md'), 'utf8');

// A record without a model was measured by a harness that pairs it with cl100k_base.
const counterOf = (record: Record) => {
  const encoding = encodings[(record.model && chatModelEncoding(record.model)) || 'cl100k_base'];
  return (text: string) => encoding.encodeOrdinary(text).length;
};

/** The part of the count a record tests: the least certain basis it uses. */
const ORDER: readonly [Basis[], string][] = [
  [['image'], "Images (the image recipe's rules)"],
  [['tool-call', 'tool-result'], 'Tool calls and tool results'],
  [['function-call', 'function-result'], 'Function calls and function results'],
  [['tool-definitions', 'tool-choice'], 'Tool definitions and tool_choice'],
  [['chat-rule', 'content-parts'], 'Messages (the chat rule)'],
];

function row(name: string, differences: number[]): string {
  const exact = differences.filter((d) => d === 0).length;
  const largest = differences.reduce((max, d) => (Math.abs(d) > Math.abs(max) ? d : max), 0);
  return `| ${name} | ${differences.length} | ${exact} | ${largest === 0 ? '0' : largest > 0 ? `+${largest}` : `−${-largest}`} |`;
}

function accuracyTable(): string {
  const groups = new Map<string, number[]>(ORDER.map(([, name]) => [name, []]));
  const constants: number[] = [];
  const sameRecords: number[] = [];
  for (const record of records) {
    const count = countRequestTokens(record.request, counterOf(record));
    assert.deepEqual(count.problems, [], `${record.id} reads without problems`);
    assert.ok(
      count.parts.every((part) => part.tokens !== null),
      `${record.id}: every part counted`,
    );
    const bases = new Set(count.parts.map((part) => part.basis));
    const group = ORDER.find(([kinds]) => kinds.some((kind) => bases.has(kind)));
    assert.ok(group, record.id);
    groups.get(group[1])!.push(count.total - record.promptTokens);
    const published = publishedToolCount(record);
    if (published !== null) {
      constants.push(published - record.promptTokens);
      sameRecords.push(count.total - record.promptTokens);
    }
  }
  return [
    '| What the record tests | Records | Exact | Largest difference |',
    '| --- | --- | --- | --- |',
    ...ORDER.map(([, name]) => row(name, groups.get(name)!)),
    row("Tool definitions without tool_choice, by this page's estimate", sameRecords),
    row("The same records by the cookbook's constants (tools recipe)", constants),
  ].join('\n');
}

/** The tools recipe's published rule for a record whose definitions it can read; null otherwise. */
function publishedToolCount(record: Record): number | null {
  const {request} = record;
  const list = request.tools ?? request.functions;
  if (!Array.isArray(list) || request.tool_choice !== undefined || request.function_call !== undefined) return null;
  if (request.messages.some((m) => typeof m.content !== 'string' || m.role === 'function' || m.function_call))
    return null;
  const encoding = (record.model && chatModelEncoding(record.model)) || 'cl100k_base';
  const rule = TOOL_RULE_OF_ENCODING[encoding];
  if (!rule) return null;
  const functions: ToolFunction[] = list.map((item: {function?: Definition} | Definition) => {
    const f = ('function' in item ? item.function : item) as Definition;
    const properties = Object.entries(f.parameters?.properties ?? {}).map(([name, p]) => [
      name,
      {type: String(p.type ?? ''), description: p.description ?? '', ...(p.enum ? {enum: p.enum.map(String)} : {})},
    ]);
    return {name: f.name, description: f.description ?? '', parameters: {properties: Object.fromEntries(properties)}};
  });
  const count = counterOf(record);
  return countChatTokens(request.messages as ChatMessage[], count) + countToolTokens(functions, count, rule);
}

test('every record names its source at a fixed revision, its model (or says it has none) and its date', () => {
  const ids = new Set<string>();
  for (const record of records) {
    assert.ok(!ids.has(record.id), `${record.id} is unique`);
    ids.add(record.id);
    assert.match(
      record.source,
      /^https:\/\/github\.com\/[^/]+\/[^/]+\/(blob\/[0-9a-f]{7,40}\/|issues\/\d+)/,
      record.id,
    );
    assert.match(record.date, /^\d{4}-\d\d-\d\d$/, record.id);
    assert.ok(Number.isInteger(record.promptTokens) && record.promptTokens > 0, record.id);
  }
});

test("the cookbook's published numbers are exact", () => {
  const cookbook = records.filter((record) => record.source.includes('c81359cdc6744f001e40c08a192604c5113fdab3'));
  const counted = cookbook.map((record) => [
    record.model,
    record.promptTokens,
    countRequestTokens(record.request, counterOf(record)).total,
  ]);
  assert.deepEqual(counted.map(([model, reported]) => [model, reported]).sort(), [
    ['gpt-3.5-turbo', 105],
    ['gpt-3.5-turbo', 129],
    ['gpt-4', 105],
    ['gpt-4', 129],
    ['gpt-4-0613', 129],
    ['gpt-4o', 101],
    ['gpt-4o', 124],
    ['gpt-4o-mini', 101],
    ['gpt-4o-mini', 124],
  ]);
  for (const [model, reported, total] of counted) assert.equal(total, reported, String(model));
});

test("the request recipe's accuracy table is the one the records give", () => {
  const table = accuracyTable();
  assert.ok(page.includes(table), `docs/getting-started/recipes/requests.md should hold this table:\n\n${table}\n`);
});
