import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  fromParams,
  MAX_LINK_LENGTH,
  readAddress,
  toLink,
  type SharedState,
} from '../../src/components/Playground/text/shareLink';

const base: SharedState = {
  encoding: 'cl100k_base',
  model: null,
  mode: 'encode',
  maxTokens: null,
  view: 'text',
  text: '',
  messages: [],
  tools: '',
  requestModel: '',
};
const page = 'https://jtokkit.example/playground';

test('text, encoding, mode and max tokens survive a round trip', () => {
  const state: SharedState = {
    ...base,
    encoding: 'o200k_base',
    text: 'hello & <|endoftext|> 🍕\nnext',
    mode: 'ordinary',
    maxTokens: 3,
  };
  const link = toLink(state, page);
  assert.ok(link.ok);
  assert.match(link.fragment, /^#encoding=o200k_base&/);
  assert.equal(link.url, `${page}${link.fragment}`);
  assert.deepEqual(fromParams(link.fragment), {
    state: {encoding: 'o200k_base', mode: 'ordinary', maxTokens: 3, text: state.text},
    problems: [],
  });
});

test('the text of a link is only in its fragment, which browsers never send', () => {
  const state: SharedState = {...base, text: 'Private note: quokka & co'};
  for (const view of ['text', 'compare'] as const) {
    const link = toLink({...state, view}, page);
    assert.ok(link.ok);
    const url = new URL(link.url);
    assert.equal(url.search, '');
    assert.equal(`${url.origin}${url.pathname}`, page, 'before the # only the page');
    assert.equal(new URLSearchParams(url.hash.slice(1)).get('text'), 'Private note: quokka & co');
  }
  const chat = toLink({...state, view: 'chat', messages: [{role: 'user', content: 'quokka'}], tools: '[]'}, page);
  assert.ok(chat.ok);
  assert.equal(new URL(chat.url).search, '');
  assert.ok(!chat.url.split('#')[0]!.includes('quokka'));
});

test('the length limit counts the whole link, fragment included', () => {
  const room = MAX_LINK_LENGTH - `${page}#encoding=cl100k_base&text=`.length;
  assert.ok(toLink({...base, text: 'x'.repeat(room)}, page).ok);
  const over = toLink({...base, text: 'x'.repeat(room + 1)}, page);
  assert.equal(over.ok, false);
  assert.match(!over.ok ? over.reason : '', /^Too long for a link: it would be 8,001 characters/);
  // A longer page address leaves less room for the text.
  assert.equal(toLink({...base, text: 'x'.repeat(room)}, `${page}/longer`).ok, false);
});

test('an address: the fragment holds the state; a query (older links) moves into the fragment', () => {
  assert.deepEqual(readAddress({search: '', hash: ''}), {params: '', from: null, rewrite: null});
  // A heading's anchor is not a link's state.
  assert.deepEqual(readAddress({search: '', hash: '#why-o200k-base'}), {params: '', from: null, rewrite: null});
  // The form this page writes stays as it is.
  assert.deepEqual(readAddress({search: '', hash: '#encoding=o200k_base&text=hi+there'}), {
    params: 'encoding=o200k_base&text=hi+there',
    from: 'fragment',
    rewrite: null,
  });
  // An old link: the state leaves the query, what is not the playground's stays there.
  assert.deepEqual(readAddress({search: '?text=hi%20there&encoding=r50k_base&utm_source=chat', hash: ''}), {
    params: 'text=hi+there&encoding=r50k_base',
    from: 'query',
    rewrite: '?utm_source=chat#text=hi+there&encoding=r50k_base',
  });
  assert.equal(readAddress({search: '?view=chat', hash: '#why-o200k-base'}).rewrite, '#view=chat');
  // Both: the fragment wins, and the query's state goes all the same.
  assert.deepEqual(readAddress({search: '?text=old', hash: '#text=new'}), {
    params: 'text=new',
    from: 'fragment',
    rewrite: '#text=new',
  });
  // A damaged escape is written back as valid percent-encoding, which decodeURIComponent reads.
  const damaged = readAddress({search: '', hash: '#text=%E0%A4%A'});
  assert.equal(damaged.from, 'fragment');
  assert.ok(damaged.rewrite !== null);
  assert.doesNotThrow(() => decodeURIComponent(damaged.rewrite!));
  assert.equal(fromParams(damaged.params).state.text, fromParams('#text=%E0%A4%A').state.text);
});

test('a bad link gives problems to show, never an exception', () => {
  const {state, problems} = fromParams('#encoding=cl200k&model=gpt_4&max=-1&chat=%5B1&text=%E0%A4%A');
  assert.equal(state.encoding, undefined);
  assert.equal(problems.length, 4);
  assert.equal(typeof state.text, 'string');
  assert.deepEqual(fromParams('?max=99999999999').problems.length, 1);
  assert.deepEqual(fromParams('chat=%5B%5B%22user%22%2C5%5D%5D').problems, [
    'The chat messages in the link are damaged.',
  ]);
  assert.deepEqual(fromParams('#view=tables').problems, ['The link names an unknown view, "tables".']);
});
