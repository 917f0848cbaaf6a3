import fs from 'node:fs';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import sidebars from '../../sidebars';
import {repositoryFiles} from '../support/reaches';

const require = createRequire(import.meta.url);
const {withoutDescriptions} = require('../../plugins/performance/docs-version-props.cjs') as {
  withoutDescriptions: (source: string, resourcePath: string) => string;
};

const props = {
  version: {
    pluginId: 'default',
    docsSidebars: {gettingStarted: [{type: 'link', label: 'Usage', href: '/docs/usage', docId: 'usage'}]},
    docs: {
      usage: {id: 'usage', title: 'Usage', description: 'How to count tokens.', sidebar: 'gettingStarted'},
      models: {id: 'models', title: 'Models', description: 'Which model uses which encoding.'},
    },
  },
};

test('the version props lose the docs’ descriptions and nothing else', () => {
  const result = JSON.parse(withoutDescriptions(JSON.stringify(props), 'p/docs.json'));
  assert.deepEqual(result, {
    version: {
      ...props.version,
      docs: {
        usage: {id: 'usage', title: 'Usage', sidebar: 'gettingStarted'},
        models: {id: 'models', title: 'Models'},
      },
    },
  });
});

test('props of another shape fail the build instead of passing unchanged', () => {
  assert.throws(() => withoutDescriptions(JSON.stringify({version: {}}), 'p/docs.json'), /no version\.docs map/);
  assert.throws(() => withoutDescriptions(JSON.stringify({docs: []}), 'p/docs.json'), /p\/docs\.json/);
});

// The only reader of a doc's description in the browser is the theme's DocCard: a generated index
// (a category's `link`) or <DocCardList> / useDocById in a page would show cards without it.
test('no page or sidebar shows doc cards, which would need the descriptions', () => {
  const files = repositoryFiles(process.cwd()).filter((file) => /^(docs|src)\/.*\.(mdx?|tsx?)$/.test(file));
  const users = files.filter((file) =>
    /\bDocCard(List)?\b|\buseDocById\b|\buseCurrentSidebarCategory\b/.test(fs.readFileSync(file, 'utf8')),
  );
  assert.deepEqual(users, []);
  const categoriesWithIndex = Object.values(sidebars)
    .flat()
    .filter((item) => typeof item === 'object' && 'type' in item && item.type === 'category' && 'link' in item);
  assert.deepEqual(categoriesWithIndex, []);
});
