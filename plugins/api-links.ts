/**
 * A remark plugin (the docs' `remarkPlugins`) that links the guides to the API reference, in the
 * server's HTML (a Java block's names get their links from plugins/code-links.ts instead, outside the
 * page's chunk):
 * - inline code that names a type or member (`IntArrayList`, `encode(text, maxTokens)`;
 *   symbolOfCode in plugins/apiReference.ts) becomes a link to its entry, outside headings and links
 *   (a link inside a link is not HTML: the browser would split it, and React fail to hydrate the page).
 */
import path from 'node:path';
import {REFERENCE_DIR, symbolOfCode, symbolUrl} from './apiReference';

interface Node {
  type: string;
  value?: string;
  name?: string | null;
  url?: string;
  children?: Node[];
}

function walk(node: Node, file: string, inReference: boolean, skipCode: boolean): void {
  const children = node.children ?? [];
  children.forEach((child, index) => {
    if (child.type === 'inlineCode' && !inReference && !skipCode) {
      const symbol = symbolOfCode(child.value ?? '');
      const url = symbol && symbolUrl(symbol);
      if (url) children[index] = {type: 'link', url, children: [child]};
    }
    const isLink =
      ['link', 'linkReference', 'heading'].includes(child.type) ||
      (child.type.startsWith('mdxJsx') && child.name === 'a');
    walk(child, file, inReference, skipCode || isLink);
  });
}

export default function apiLinks() {
  return (tree: Node, vfile: {path?: string}) => {
    const file = path
      .relative(process.cwd(), vfile.path ?? '')
      .split(path.sep)
      .join('/');
    walk(tree, file, file.startsWith(`docs/${REFERENCE_DIR}/`), false);
  };
}
