import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ENCODING_NAMES} from '../../src/lib/counting/jtokkit';
import {MODELS} from '../../src/lib/counting/models';
import {firstEncoding} from '../../src/components/Playground/state/playgroundState';
import {preloadData as dataOf, vocabularyPreloadScript} from '../../plugins/static-pages/vocabulary-preload';

// The playground page's inline script starts the download of the first count's vocabulary before the
// page's code has loaded, so it reads the address with its own small copy of the page's rule. Here it
// runs on addresses of every kind, and must pick what the page picks (firstEncoding).
const files = {r50k_base: '/r50k.bin', p50k_base: '/p50k.bin', cl100k_base: '/cl100k.bin', o200k_base: '/o200k.bin'};
const preloadData = () => dataOf(files);

type Added = {rel: string; as: string; crossOrigin: string; href: string; attributes: Record<string, string>};

function runScript(address: {search: string; hash: string}, data = preloadData()) {
  const added: Added[] = [];
  const document = {
    querySelector: () => (added.length > 0 ? added[0] : null),
    createElement: () => {
      const element = {rel: '', as: '', crossOrigin: '', href: '', attributes: {} as Record<string, string>};
      return {...element, setAttribute: (name: string, value: string) => (element.attributes[name] = value), element};
    },
    head: {
      appendChild: (link: Added & {element: {attributes: Record<string, string>}}) =>
        added.push({...link, attributes: link.element.attributes}),
    },
  };
  const chosen = new Function('location', 'document', `return ${vocabularyPreloadScript(data)}`)(address, document);
  return {chosen: chosen as string | null, added};
}

const link = (params: Record<string, string>) => new URLSearchParams(params).toString();

const addresses: {search: string; hash: string}[] = [
  {search: '', hash: ''},
  {search: '', hash: '#why-o200k-base'},
  ...ENCODING_NAMES.map((encoding) => ({search: '', hash: `#${link({encoding, text: 'hi'})}`})),
  ...ENCODING_NAMES.map((encoding) => ({search: `?${link({encoding, text: 'an older link'})}`, hash: ''})),
  ...MODELS.map((model) => ({search: '', hash: `#${link({model: model.name, text: 'hi'})}`})),
  {search: '', hash: `#${link({model: 'gpt-4', encoding: 'r50k_base'})}`},
  {search: '', hash: `#${link({model: 'no-such-model', encoding: 'r50k_base'})}`},
  {search: '', hash: `#${link({model: 'constructor'})}`},
  {search: '', hash: `#${link({encoding: 'cl200k'})}`},
  {search: '', hash: `#${link({encoding: '__proto__'})}`},
  {search: '', hash: `#${link({view: 'compare', encoding: 'r50k_base', text: 'x'})}`},
  {search: '', hash: `#${link({view: 'chat', model: 'gpt-3.5-turbo'})}`},
  {search: '', hash: `#${link({view: 'text', encoding: 'p50k_edit'})}`},
  {search: `?${link({encoding: 'r50k_base'})}`, hash: `#${link({encoding: 'cl100k_base'})}`},
  {search: `?${link({encoding: 'r50k_base'})}`, hash: '#not-a-state'},
  {search: '?utm_source=x', hash: `#${link({text: 'only text'})}`},
  {search: '', hash: '#text=%E0%A4%A'},
];

test(`the inline script picks the page's first encoding on ${addresses.length} addresses, and preloads its file`, () => {
  const data = preloadData();
  for (const address of addresses) {
    const expected = firstEncoding(address);
    const {chosen, added} = runScript(address, data);
    const label = `${address.search}${address.hash}`;
    assert.equal(chosen, expected, label);
    if (expected === null) {
      assert.deepEqual(added, [], label);
      continue;
    }
    assert.equal(added.length, 1, label);
    assert.deepEqual(
      {rel: added[0]!.rel, as: added[0]!.as, crossOrigin: added[0]!.crossOrigin, href: added[0]!.href},
      {rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: data.files[expected]},
      label,
    );
  }
});

test('run twice, it adds no second download', () => {
  const address = {search: '', hash: '#encoding=cl100k_base'};
  const added: unknown[] = [];
  const document = {
    querySelector: () => (added.length > 0 ? added[0] : null),
    createElement: () => ({setAttribute: () => undefined}),
    head: {appendChild: (link: unknown) => added.push(link)},
  };
  const script = vocabularyPreloadScript(preloadData());
  for (let i = 0; i < 2; i++) new Function('location', 'document', script)(address, document);
  assert.equal(added.length, 1);
});

test('the script cannot be ended early by a name in its data', () => {
  const script = vocabularyPreloadScript({
    ...preloadData(),
    models: {'</script><script>alert(1)</script>': 'r50k_base'},
  });
  assert.ok(!script.includes('</script>'));
  assert.equal(
    runScript(
      {search: '', hash: '#model=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E'},
      {...preloadData(), models: {'</script><script>alert(1)</script>': 'r50k_base'}},
    ).chosen,
    'r50k_base',
  );
});
