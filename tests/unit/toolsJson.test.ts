import {test} from 'node:test';
import assert from 'node:assert/strict';
import {COOKBOOK_TOOLS_JSON, parseTools} from '../../src/components/Playground/text/toolsJson';

function bodyOf(text: string) {
  const parsed = parseTools(text);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.problem.message);
  return parsed.body;
}

function problemOf(text: string) {
  const parsed = parseTools(text);
  assert.ok(!parsed.ok, 'expected a problem');
  return parsed.problem;
}

test('the shapes people paste become the fields of a request body', () => {
  const fn = {name: 'f', description: 'Does f.', parameters: {type: 'object', properties: {}}};
  const tool = {type: 'function', function: fn};
  assert.deepEqual(bodyOf(JSON.stringify([tool])), {tools: [tool]});
  assert.deepEqual(bodyOf(JSON.stringify([fn])), {functions: [fn]});
  assert.deepEqual(bodyOf(JSON.stringify(tool)), {tools: [tool]});
  assert.deepEqual(bodyOf(JSON.stringify(fn)), {functions: [fn]});
  assert.deepEqual(bodyOf(JSON.stringify({model: 'gpt-4o', messages: [], tools: [tool], tool_choice: 'none'})), {
    tools: [tool],
    tool_choice: 'none',
  });
  assert.deepEqual(bodyOf(JSON.stringify({functions: [fn], function_call: {name: 'f'}})), {
    functions: [fn],
    function_call: {name: 'f'},
  });
  assert.deepEqual(bodyOf('  \n'), {});
  assert.deepEqual(bodyOf('[]'), {functions: []});
  assert.equal(bodyOf(COOKBOOK_TOOLS_JSON).tools?.length, 1);
});

test('a syntax error names its line and column and what is expected there', () => {
  const text = '[\n  {"name": "f", "description": "x"\n  "parameters": {}}\n]';
  const problem = problemOf(text);
  assert.deepEqual([problem.line, problem.column], [3, 3]);
  assert.equal(problem.message, 'Line 3, column 3: a comma is expected here.');
  assert.equal(text.slice(problem.offset, problem.offset + problem.length), '"parameters"');
  assert.match(
    problemOf("[{'name': 'f'}]").message,
    /^Line 1, column 3: this is not JSON \(strings need double quotes/,
  );
  assert.match(problemOf('[{"name": "f",}]').message, /^Line 1, column 15: a property name in double quotes/);
  assert.match(problemOf('{"name": "f"} {"name": "g"}').message, /put them in one array/);
  assert.match(problemOf('[{"name": "f"').message, /a closing brace \(\}\) is expected/);
  assert.match(problemOf('"get_weather"').message, /expected the tools array or one tool, not string/);
});
