import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {MUTATIONS} from '../../scripts/check-mutations.mjs';

// npm run test:mutations breaks the site in the ways scripts/check-mutations.mjs lists, each by
// replacing one piece of a file. A refactor that rewrites that piece would leave the mutation with
// nothing to break; this says so at once, not only when someone next runs the mutations.
// Inside npm run test:mutations the code is mutated on purpose: this test would fail there and
// count as catching the mutation, whatever the test meant to catch it does.
const skip = process.env.MUTATION_RUN ? 'inside a mutation run' : false;

test('every mutation of npm run test:mutations finds the code it breaks, once', {skip}, () => {
  const stale = MUTATIONS.filter((mutation) => {
    const text = fs.readFileSync(mutation.file, 'utf8');
    return text.split(mutation.find).length !== 2;
  }).map((mutation) => `${mutation.name}: ${mutation.file} has ${JSON.stringify(mutation.find)} not exactly once`);
  assert.deepEqual(stale, []);
});
