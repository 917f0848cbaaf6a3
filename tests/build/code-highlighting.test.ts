import {test} from 'node:test';
import assert from 'node:assert/strict';
import {carriesPrism, PRISM_MARKERS} from '../support/prism';
import {scriptsNamedBy} from '../support/scriptsNamed';
import {pageFiles as pages, readBuilt, scriptFiles} from '../support/servedHtml';

// Checks on the production build (run `npx docusaurus build` first): how code blocks are highlighted.
const blocksOf = (html: string) => [
  ...html.matchAll(/<pre[^>]*class="prism-code language-([a-z]+)[^"]*"[^>]*>([\s\S]*?)<\/pre>/g),
];

test('every code block in a language other than plain text is highlighted in the HTML', () => {
  const languages = new Set<string>();
  for (const page of pages) {
    for (const [, language, body] of blocksOf(readBuilt(page))) {
      languages.add(language!);
      if (language === 'text') continue;
      // Any token but plain text: a one-line shell command may hold nothing but a command and a flag.
      assert.match(body!, /class="token (?!plain")[a-z-]+/, `${page}: unhighlighted ${language} block`);
    }
  }
  // The languages the docs and the home page use; a new one needs its grammar in additionalLanguages.
  assert.deepEqual([...languages].sort(), ['bash', 'groovy', 'java', 'json', 'kotlin', 'text', 'xml']);
});

test('code colours come from the stylesheet, not from inline styles', () => {
  // Inline colours are right for one colour mode only, and make Docusaurus re-render blocks after hydration.
  for (const page of pages) {
    const html = readBuilt(page);
    for (const [block] of blocksOf(html)) assert.doesNotMatch(block, /style="?[^">]*color/i, page);
    // The stylesheet's own rules are in each page's <style> element (plugins/static-pages/critical-css.ts).
    assert.doesNotMatch(html.replace(/<style>[\s\S]*?<\/style>/g, ''), /--prism-(background-)?color:/, page);
  }
});

const readScript = (file: string) => readBuilt(`assets/js/${file}`);

test('Prism and the grammars the site uses are in a chunk of their own, and no other grammar is', () => {
  const prism = scriptFiles.filter((file) => carriesPrism(readScript(file)));
  assert.ok(prism.length > 0, 'no script carries Prism');
  assert.ok(!prism.some((file) => /^main\./.test(file)), `main.js carries Prism: ${prism.join(', ')}`);
  const code = prism.map(readScript).join('\n');
  for (const marker of PRISM_MARKERS) assert.ok(code.includes(marker), marker);
  for (const language of ['java', 'kotlin', 'groovy', 'markup', 'bash', 'json'])
    assert.match(code, new RegExp(`languages\\.${language}\\b`), language);
  // Keywords that only prism-react-renderer's bundled Swift, SQL and Go grammars contain.
  for (const file of scriptFiles) {
    for (const marker of ['associatedtype', 'AUTO_INCREMENT', 'fallthrough'])
      assert.ok(!readScript(file).includes(marker), `${file}: ${marker}`);
  }
});

test('no script a page names in its HTML carries Prism (it is loaded when a block needs it, or after hydration)', () => {
  let checked = 0;
  for (const page of pages) {
    const html = readBuilt(page);
    const named = scriptsNamedBy(html).map((src) => src.replace(/^\/assets\/js\//, ''));
    assert.ok(
      named.some((file) => /^main\./.test(file)),
      `${page} names no main.js`,
    );
    for (const file of named) {
      assert.ok(!carriesPrism(readScript(file)), `${page} names ${file}, which carries Prism`);
      checked++;
    }
  }
  assert.ok(checked > 0);
});
