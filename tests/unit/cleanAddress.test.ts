// The inline script of plugins/static-pages/clean-address.ts, on a fake window: which addresses it rewrites, and to what.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cleanAddress} from '../../plugins/static-pages/clean-address';

/** The address cleanAddress leaves, for an address `path + search + hash`, and after a popstate to `next`. */
function cleaned(address: string, next?: string): string[] {
  let current = new URL(address, 'https://example.org');
  const seen: string[] = [];
  let onPopstate: (() => void) | undefined;
  const w = {
    get location() {
      return {pathname: current.pathname, search: current.search, hash: current.hash};
    },
    history: {
      state: {key: 'k'},
      replaceState(state: unknown, _title: string, url: string) {
        assert.deepEqual(state, {key: 'k'}, 'the router’s state is kept');
        current = new URL(url, current);
        seen.push(url);
      },
    },
    addEventListener(type: string, listener: () => void) {
      assert.equal(type, 'popstate');
      onPopstate = listener;
    },
  };
  cleanAddress(w as unknown as Window);
  if (next !== undefined) {
    current = new URL(next, current);
    onPopstate?.();
  }
  return seen;
}

test('a path with .html or /index.html is the path without it; the query and fragment stay', () => {
  assert.deepEqual(cleaned('/playground.html'), ['/playground']);
  assert.deepEqual(cleaned('/playground/index.html?x=1#text=a'), ['/playground?x=1#text=a']);
  assert.deepEqual(cleaned('/index.html'), ['/']);
  assert.deepEqual(cleaned('/docs/getting-started/recipes/chatml.html#top'), [
    '/docs/getting-started/recipes/chatml#top',
  ]);
  // Addresses already clean are not touched.
  assert.deepEqual(cleaned('/'), []);
  assert.deepEqual(cleaned('/docs/getting-started#installation'), []);
  assert.deepEqual(cleaned('/playground#text=%E2%82%AC%20and%20%25'), []);
});

test('a sequence that is not valid percent-encoding is escaped, so that it decodes to the characters it shows', () => {
  const cases: [string, string][] = [
    ['/playground#%', '/playground#%25'],
    ['/playground#text=%E0%A4%A', '/playground#text=%25E0%25A4%25A'],
    ['/docs/%E0%A4%A', '/docs/%25E0%25A4%25A'],
    // What does decode stays as it is around what does not: A, then a lone lead byte, then é.
    ['/x#%41%E0%C3%A9', '/x#%41%25E0%C3%A9'],
    ['/x#%ZZ%e2%82%ac', '/x#%25ZZ%e2%82%ac'],
  ];
  for (const [address, expected] of cases) {
    assert.deepEqual(cleaned(address), [expected], address);
    const hash = new URL(expected, 'https://example.org');
    assert.doesNotThrow(() => decodeURIComponent(hash.hash) + decodeURI(hash.pathname), expected);
  }
  assert.equal(decodeURIComponent('%41%25E0%C3%A9'), 'A%E0é');
});

test('on popstate (an edited fragment, Back, Forward) the new address is cleaned before the router reads it', () => {
  assert.deepEqual(cleaned('/playground', '/playground#%E0%A4%A'), ['/playground#%25E0%25A4%25A']);
  assert.deepEqual(cleaned('/playground', '/playground#fine'), []);
});
