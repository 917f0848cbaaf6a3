import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {FAST_JVM} from '../../scripts/java-blocks';
import {build, pageFiles} from '../support/servedHtml';

// Checks on the production build (run `npx docusaurus build` first): every HTML file is valid HTML
// for the W3C Nu Html Checker (vnu-jar from npm, a Java program: it runs on the JDK the Java
// examples use). SITE_DIR checks another build. The route/index.html copies are the same bytes as
// their route.html: each page is checked once.
const vnu = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const htmlFiles = pageFiles.map((file) => path.join(build, file));
const hasJava = spawnSync('java', ['-version']).status === 0;

test('every HTML file of the build is valid for the Nu Html Checker', {skip: !hasJava && 'no java on the PATH'}, () => {
  assert.ok(htmlFiles.length > 0, `no HTML in ${build}: run "npx docusaurus build" first`);
  // The short-lived JVM's flags take half the CPU time here; on the first JIT tier the checker needs a
  // larger thread stack than the JVM's default for its HTML schema.
  const jvm = ['-Xss4m', ...FAST_JVM];
  const run = spawnSync('java', [...jvm, '-jar', vnu, '--errors-only', '--format', 'gnu', ...htmlFiles], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.ok(run.status !== null, `the checker did not run: ${run.error?.message ?? run.stderr}`);
  const errors = run.stderr
    .split('\n')
    .filter((line) => line.includes(': error: '))
    .map((line) => line.replace(`file:${build}/`, ''));
  // A checker that stops early (it exits 1 on a StackOverflowError, say) lists no errors: that is not a pass.
  const output = (run.stdout + run.stderr).slice(0, 500);
  assert.ok(run.status === 0 || errors.length > 0, `the checker failed (exit ${run.status}): ${output}`);
  assert.deepEqual(errors, [], `${errors.length} errors in ${htmlFiles.length} files`);
});
