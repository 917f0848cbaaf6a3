// @ts-check
/**
 * Webpack/Rspack loader that edits a dependency's file at build time, with a patch of plugins/touchpoints/touchpoints.ts:
 * `cut` removes what lies between two markers (both kept), `find`/`replace` swaps one exact text.
 * Either must match (the text exactly once), or the build fails: a changed file after an upgrade
 * is never shipped unchecked. tests/unit/touchpoints.test.ts applies the same function to the
 * installed files.
 */

/**
 * @param {string} source the file's text
 * @param {{name: string, edit: {find: string, replace: string} | {cut: {after: string, before: string}}}} patch
 * @param {string} resourcePath the file, for the error message
 * @returns {string} the edited text
 */
function applyPatch(source, {name, edit}, resourcePath) {
  /** @param {string} what */
  const fail = (what) => {
    throw new Error(
      `performance patch (${name}): ${what} not found in ${resourcePath}; update the patch (plugins/touchpoints/README.md)`,
    );
  };
  if ('cut' in edit) {
    const {after, before} = edit.cut;
    const start = source.indexOf(after);
    const end = source.indexOf(before, start);
    if (start < 0 || end < 0) fail('markers');
    return source.slice(0, start + after.length) + source.slice(end);
  }
  const {find, replace} = edit;
  const at = source.indexOf(find);
  if (at < 0 || source.indexOf(find, at + 1) >= 0) fail('a single occurrence of the text');
  return source.slice(0, at) + replace + source.slice(at + find.length);
}

/**
 * @this {{getOptions(): Parameters<typeof applyPatch>[1], resourcePath: string}}
 * @param {string} source
 */
function patchDependency(source) {
  return applyPatch(source, this.getOptions(), this.resourcePath);
}

module.exports = patchDependency;
module.exports.applyPatch = applyPatch;
