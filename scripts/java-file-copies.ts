#!/usr/bin/env node
// The Java blocks that are copies of a file of the repository (`file="…"` in their meta string, see
// scripts/java-blocks.ts): the request recipe shows its RequestTokens class, a file that is also the
// reader's download, in a collapsed block, so that the page's Markdown copy carries the code too.
// `--write` (in npm run reference) copies each file into its blocks; without it, the script lists
// the blocks that differ from their file and exits 1 (tests/unit/java-examples.test.ts checks the same).
import fs from 'node:fs';
import {docFiles, javaBlocks} from './java-blocks';

/** The copies on the docs pages that differ from their file: the page, the block's line and the file. */
export function staleCopies(): {page: string; startLine: number; copyOf: string}[] {
  return docFiles('docs').flatMap((page) =>
    javaBlocks(page)
      .filter((block) => block.copyOf !== null && block.shown !== block.code)
      .map((block) => ({page, startLine: block.startLine, copyOf: block.copyOf!})),
  );
}

/** Writes each file into the blocks that copy it. */
function writeCopies(): void {
  for (const page of docFiles('docs')) {
    const copies = javaBlocks(page).filter((block) => block.copyOf !== null && block.shown !== block.code);
    if (!copies.length) continue;
    const lines = fs.readFileSync(page, 'utf8').split('\n');
    // From the last block up, so that the earlier blocks' lines stay where they are.
    for (const block of copies.reverse())
      lines.splice(block.startLine, block.shown === '' ? 0 : block.shown.split('\n').length, ...block.code.split('\n'));
    fs.writeFileSync(page, lines.join('\n'));
    console.log(`java file copies: wrote ${copies.map((block) => block.copyOf).join(', ')} into ${page}`);
  }
}

if (process.argv[1]?.endsWith('java-file-copies.ts')) {
  if (process.argv.includes('--write')) writeCopies();
  else {
    const stale = staleCopies();
    for (const {page, startLine, copyOf} of stale)
      console.log(
        `${page}:${startLine}: not the code of ${copyOf}: run node --import tsx scripts/java-file-copies.ts --write`,
      );
    process.exit(stale.length ? 1 : 0);
  }
}
