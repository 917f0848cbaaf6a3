/**
 * The one reader of the docs' Markdown and MDX sources, for the search index under `npm start`
 * (plugins/search-dev-index.ts), the Java examples check and the tests: the front matter as
 * Docusaurus reads it, and the fenced code blocks with their info string and line. Node only.
 */
// The front matter parser Docusaurus's docs plugin runs when the site sets no markdown.parseFrontMatter.
import matter from 'gray-matter';

export interface CodeBlock {
  file: string;
  /** The info string's first word: `java` in ```java title="A.java". */
  lang: string;
  /** The rest of the info string. */
  meta: string;
  /** The 1-based line of the opening fence. */
  startLine: number;
  /** The lines between the fences, without the opening fence's indentation, as the page shows them. */
  code: string;
  /** Set when no fence closes it: it then runs to the end of the page, as CommonMark reads it. */
  unclosed?: true;
}

export interface MarkdownSource {
  frontMatter: Record<string, unknown>;
  /** The body after the front matter, in order: each line outside the code blocks, and each code block. */
  parts: (string | CodeBlock)[];
  blocks: CodeBlock[];
  /** The lines outside the front matter and the code blocks. */
  prose: string;
}

/** Reads a Markdown or MDX source. */
export function parseMarkdown(source: string, file: string): MarkdownSource {
  const {data: frontMatter, content} = matter(source);
  // The body starts on its first line that is not blank, as Docusaurus trims it.
  const bodyStart = source.length - content.length + /^(?:[ \t]*\r?\n)*/.exec(content)![0].length;
  const firstLine = source.slice(0, bodyStart).split('\n').length;
  const parts: (string | CodeBlock)[] = [];
  let open: {fence: string; indent: number; block: CodeBlock; code: string[]} | null = null;
  for (const [index, line] of source.slice(bodyStart).split(/\r?\n/).entries()) {
    if (open) {
      const fence = line.trim();
      // CommonMark: a closing fence is the opening's character, at least as many times, and nothing else.
      if (/^(`+|~+)$/.test(fence) && fence.startsWith(open.fence)) {
        parts.push({...open.block, code: open.code.join('\n')});
        open = null;
      } else {
        open.code.push(line.slice(Math.min(open.indent, /^\s*/.exec(line)![0].length)));
      }
      continue;
    }
    const start = /^(\s*)(`{3,}|~{3,})(\w*)\s*(.*)$/.exec(line);
    if (!start) parts.push(line);
    else {
      const block = {file, lang: start[3]!, meta: start[4]!, startLine: firstLine + index, code: ''};
      open = {fence: start[2]!, indent: start[1]!.length, block, code: []};
    }
  }
  if (open) parts.push({...open.block, code: open.code.join('\n'), unclosed: true});
  return {
    frontMatter,
    parts,
    blocks: parts.filter((part) => typeof part !== 'string'),
    prose: parts.filter((part) => typeof part === 'string').join('\n'),
  };
}
