import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {DOC_PAGES, docId, routeOf} from '../../src/lib/site/site';
import {DOCS} from '../support/routes';
import {docFiles} from '../../scripts/java-blocks';

// The page list in src/lib/site/site.ts is the one place a doc page is registered: these tests make a
// page that is missing from it, or listed but missing on disk, fail before anything is built.

test('every Markdown file under docs/ is a listed page, and every listed page exists', () => {
  const listed = DOC_PAGES.map((doc) => doc.file);
  const onDisk = docFiles('docs').map((file) => path.relative('docs', file).split(path.sep).join('/'));
  const problems = [
    ...onDisk
      .filter((file) => !listed.includes(file))
      .map(
        (file) =>
          `docs/${file} is not in DOC_PAGES (src/lib/site/site.ts): add page('${file}', 'Guides'), or 'Recipes' or 'Reference'`,
      ),
    ...listed
      .filter((file) => !onDisk.includes(file))
      .map((file) => `DOC_PAGES (src/lib/site/site.ts) lists ${file}, but there is no docs/${file}`),
  ];
  assert.deepEqual(problems, []);
});

test('a page is served at its slug, else at /docs/ plus its doc id', () => {
  for (const doc of DOCS) {
    const {slug} = doc.frontMatter;
    assert.equal(doc.route, slug ? `/docs${slug}` : `/docs/${docId(doc)}`, doc.file);
  }
});

test('every page has a title and a description of 41 to 160 characters in its front matter', () => {
  // A page without a title fails already where DOCS reads it (tests/support/routes.ts).
  const problems: string[] = [];
  for (const doc of DOCS) {
    const description = String(doc.frontMatter.description ?? '');
    // What search engines and link previews show under the title: one sentence that says what the page
    // answers. They cut it after about 160 characters, and the docs plugin puts every doc's description
    // into the scripts of every docs page (its version data, for doc cards), so a longer one costs
    // every page and shows no more.
    if (description.length <= 40 || description.length > 160)
      problems.push(
        `${doc.path}: the front matter's description has ${description.length} characters; write one sentence of 41 to 160 that says what the page answers`,
      );
  }
  assert.deepEqual(problems, []);
});

test('routeOf finds a page by doc id and fails on an unknown id', () => {
  assert.equal(routeOf('getting-started/intro'), '/docs/getting-started');
  assert.equal(routeOf('getting-started/recipes/chatml'), '/docs/getting-started/recipes/chatml');
  assert.throws(() => routeOf('getting-started/no-such-page'), /No doc page/);
});
