import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseMarkdown} from '../../plugins/markdownSource';

const SOURCE = `---
title: "Usage: the API"
keywords: [a, b]
---

Text
- item
  \`\`\`java title="A.java"
  int a;
    int b;
  \`\`\`
~~~~
\`\`\`
~~~~~
`;

test('the Markdown reader gives the front matter as YAML, and code blocks with their info string, line and code', () => {
  const {frontMatter, blocks, prose} = parseMarkdown(SOURCE, 'a.md');
  assert.deepEqual(frontMatter, {title: 'Usage: the API', keywords: ['a', 'b']});
  assert.deepEqual(blocks, [
    {file: 'a.md', lang: 'java', meta: 'title="A.java"', startLine: 8, code: 'int a;\n  int b;'},
    {file: 'a.md', lang: '', meta: '', startLine: 12, code: '```'},
  ]);
  assert.equal(prose, 'Text\n- item\n');
  // As CommonMark reads it: a block no fence closes runs to the end of the page.
  assert.deepEqual(parseMarkdown('Text\n\n```java\nint a;\n', 'b.md').blocks, [
    {file: 'b.md', lang: 'java', meta: '', startLine: 3, code: 'int a;\n', unclosed: true},
  ]);
});
