import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parseMarkdown} from '../../src/lib/markdownSource';
import {COOKBOOK_TOOLS_JSON, parseTools} from '../../src/lib/toolsJson';
import {OPENAI_COOKBOOK_TOOL} from '../../src/lib/toolTokens';

const recipeFile = path.join(__dirname, '../../docs/getting-started/recipes/tools.md');
const recipe = parseMarkdown(fs.readFileSync(recipeFile, 'utf8'), recipeFile);

function functionsOf(text: string) {
  const parsed = parseTools(text);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.problem.message);
  return parsed.functions;
}

function problemOf(text: string) {
  const parsed = parseTools(text);
  assert.ok(!parsed.ok, 'expected a problem');
  return parsed.problem;
}

test("the playground's example and the recipe's JSON read as the tool the recipe counts", () => {
  assert.deepEqual(functionsOf(COOKBOOK_TOOLS_JSON), [OPENAI_COOKBOOK_TOOL]);
  const json = recipe.blocks.find((block) => block.lang === 'json')?.code;
  assert.ok(json, 'the tools recipe shows the tool as JSON');
  assert.deepEqual(functionsOf(json), [OPENAI_COOKBOOK_TOOL]);
});

test('the shapes people paste: tools, functions, one tool, one function, a request body', () => {
  const fn = {name: 'f', description: 'Does f.', parameters: {type: 'object', properties: {}}};
  const expected = [{name: 'f', description: 'Does f.', parameters: {properties: {}}}];
  for (const value of [
    [{type: 'function', function: fn}],
    [fn],
    {type: 'function', function: fn},
    fn,
    {model: 'gpt-4o', messages: [], tools: [{type: 'function', function: fn}]},
    {functions: [fn]},
  ]) {
    assert.deepEqual(functionsOf(JSON.stringify(value, null, 2)), expected, JSON.stringify(value));
  }
  assert.deepEqual(functionsOf('  \n'), []);
  assert.deepEqual(functionsOf('[]'), []);
});

test('a syntax error names its line and column and what is expected there', () => {
  const text = '[\n  {"name": "f", "description": "x"\n  "parameters": {}}\n]';
  const problem = problemOf(text);
  assert.equal(problem.line, 3);
  assert.equal(problem.column, 3);
  assert.match(problem.message, /^Line 3, column 3: a comma is expected here\.$/);
  assert.equal(text.slice(problem.offset, problem.offset + problem.length), '"parameters"');

  assert.match(
    problemOf("[{'name': 'f'}]").message,
    /^Line 1, column 3: this is not JSON \(strings need double quotes/,
  );
  assert.match(
    problemOf('[{"name": "f",}]').message,
    /^Line 1, column 15: a property name in double quotes is expected/,
  );
  assert.match(problemOf('{"name": "f"} {"name": "g"}').message, /put them in one array/);
  assert.match(problemOf('[{"name": "f"').message, /a closing brace \(\}\) is expected/);
});

test('a definition the rule cannot count points at the value', () => {
  const text = JSON.stringify(
    [
      {
        type: 'function',
        function: {
          name: 'f',
          description: 'd',
          parameters: {properties: {unit: {type: 'string', description: 'u', enum: ['c', 1]}}},
        },
      },
    ],
    null,
    2,
  );
  const problem = problemOf(text);
  assert.equal(text.slice(problem.offset, problem.offset + problem.length), '1');
  assert.match(problem.message, /: \[0\]\.function\.parameters\.properties\.unit\.enum\[1\] must be a string/);
  assert.match(problemOf('[{"description": "no name"}]').message, /^Line 1, column 2: \[0\] has no "name"\.$/);
  assert.match(problemOf('[{"name": 7}]').message, /\[0\]\.name must be a string, not number 7/);
  assert.match(problemOf('[{"type": "web_search"}]').message, /\[0\] has no "name"/);
  assert.match(
    problemOf('[{"type": "custom", "function": {"name": "f"}}]').message,
    /\[0\]\.type is "custom"; only "function" tools are counted/,
  );
  assert.match(problemOf('"get_weather"').message, /expected the tools array or one tool, not string "get_weather"/);
});

test('a missing description is counted as empty, and said so', () => {
  const parsed = parseTools('[{"name": "f", "parameters": {"properties": {"x": {"type": "string"}}}}]');
  assert.ok(parsed.ok);
  assert.deepEqual(parsed.functions, [
    {name: 'f', description: '', parameters: {properties: {x: {type: 'string', description: ''}}}},
  ]);
  assert.deepEqual(parsed.notes, [
    '[0] (f) has no description: counted as an empty one.',
    '[0].parameters.properties.x has no description: counted as an empty one.',
  ]);
});
