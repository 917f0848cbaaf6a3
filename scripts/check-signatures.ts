#!/usr/bin/env node
// Compares the signature stubs under scripts/java/signatures with the frameworks' source at their
// tags: for every declaration a stub marks with `// @N`, the declaration at line N of the file the
// stub names must have the same name and kind, as many parameters, and every type name the stub
// gives (what is compared, and what is not, is said at the top of scripts/signatures.ts).
//
// It needs a copy of each framework's repository, read with git: $FRAMEWORK_SOURCES names a folder
// that holds, for a repository owner/name, a git directory at owner+name, owner+name/repo or
// owner+name.git (a bare, shallow clone of the tag is enough; the GitHub Actions workflow makes
// one). A set whose repository is not there is reported as skipped, and a run with a skipped set
// exits with 77, which scripts/test-all.mjs counts as skipped, never as passed.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  compareDeclaration,
  readStub,
  signatureSets,
  sourceDeclaration,
  stubFiles,
  type SignatureSet,
} from './signatures';

const git = (gitDir: string, ...args: string[]) => {
  const result = spawnSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  return result.status === 0 ? result.stdout : null;
};

/** The git directory of a repository under $FRAMEWORK_SOURCES, or null. */
function gitDirOf(repository: string): string | null {
  const root = process.env.FRAMEWORK_SOURCES;
  if (!root) return null;
  const base = path.join(root, repository.replace('/', '+'));
  return (
    [path.join(base, 'repo'), base, `${base}.git`].find(
      (dir) => fs.existsSync(dir) && git(dir, 'rev-parse', '--git-dir') !== null,
    ) ?? null
  );
}

/** Checks one set against its source; the problems found, and how many declarations were compared. */
function checkSet(set: SignatureSet, gitDir: string) {
  const problems: string[] = [];
  const tagCommit = git(gitDir, 'rev-parse', '--verify', `${set.tag}^{commit}`)?.trim();
  if (tagCommit !== set.commit)
    problems.push(`tag ${set.tag} is ${tagCommit ?? 'not in the repository'}, not ${set.commit} as source.json says`);
  let compared = 0;
  let unstated = 0;
  for (const file of stubFiles(set)) {
    const stub = readStub(fs.readFileSync(file, 'utf8'), file);
    const source = git(gitDir, 'show', `${set.commit}:${stub.sourcePath}`);
    if (source === null) {
      problems.push(`${file}: ${stub.sourcePath} is not in ${set.repository} at ${set.commit}`);
      continue;
    }
    if (!new RegExp(`^package ${stub.packageName.replace(/\./g, '\\.')};?\\s*$`, 'm').test(source))
      problems.push(`${file}: ${stub.sourcePath} is not in package ${stub.packageName}`);
    for (const {stubLine, sourceLine, declaration} of stub.declarations) {
      const text = sourceDeclaration(source, sourceLine, set.language);
      const result = compareDeclaration(declaration, text, set.language);
      compared += 1;
      if (result.returnTypeUnstated) unstated += 1;
      for (const problem of result.problems)
        problems.push(`${file}:${stubLine} (${stub.sourcePath}:${sourceLine}): ${problem}`);
    }
  }
  return {problems, compared, unstated};
}

function main(): number {
  const tally = {passed: 0, failed: 0, skipped: 0};
  for (const set of signatureSets().values()) {
    const gitDir = gitDirOf(set.repository);
    if (gitDir === null) {
      tally.skipped += 1;
      console.log(
        `skip ${set.id}: no copy of ${set.repository} (set FRAMEWORK_SOURCES to a folder that holds ${set.repository.replace('/', '+')})`,
      );
      continue;
    }
    const {problems, compared, unstated} = checkSet(set, gitDir);
    if (problems.length) {
      tally.failed += 1;
      console.log(
        `FAIL ${set.id}: ${problems.length} of ${compared} declarations differ from ${set.repository} at ${set.tag}`,
      );
      for (const problem of problems) console.log(`  ${problem}`);
    } else {
      tally.passed += 1;
      const note = unstated ? `; ${unstated} return types are not written in the Kotlin source, so not compared` : '';
      console.log(
        `ok   ${set.id}: ${compared} declarations match ${set.repository} at ${set.tag} (${set.commit.slice(0, 7)})${note}`,
      );
    }
  }
  console.log(`framework signatures: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  return tally.failed ? 1 : tally.skipped ? 77 : 0;
}

process.exit(main());
