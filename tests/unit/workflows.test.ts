import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {parse} from 'yaml';

// The GitHub Actions workflows: the live site is published only from a commit of main whose
// test workflow passed, and that workflow runs the README's test command with nothing skipped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a workflow file is untyped YAML
const workflow = (name: string): Record<string, any> => parse(fs.readFileSync(`.github/workflows/${name}`, 'utf8'));

test('deploy runs only after the Test workflow, on main, and only when it passed', () => {
  const tests = workflow('test.yml');
  const deploy = workflow('deploy.yml');
  assert.deepEqual(Object.keys(deploy.on), ['workflow_run']);
  assert.deepEqual(deploy.on.workflow_run, {workflows: [tests.name], types: ['completed'], branches: ['main']});
  assert.match(deploy.jobs.build.if, /github\.event\.workflow_run\.conclusion == 'success'/);
  const checkout = deploy.jobs.build.steps.find((step: {uses?: string}) => step.uses?.startsWith('actions/checkout'));
  assert.equal(checkout.with.ref, '${{ github.event.workflow_run.head_sha }}');
});

test('the test workflow runs npm test with every check required', () => {
  const tests = workflow('test.yml');
  assert.equal(tests.jobs.test.env.REQUIRE_ALL_CHECKS, '1');
  assert.ok(tests.jobs.test.steps.some((step: {run?: string}) => step.run === 'npm test'));
});
