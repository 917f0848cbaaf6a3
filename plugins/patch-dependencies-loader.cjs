/**
 * Webpack loader that edits a dependency's file at build time: `cut` removes what lies between two
 * markers (both kept), `find`/`replace` swaps one exact text. Either must match exactly once, or
 * the build fails: a changed file after an upgrade is never shipped unchecked.
 */
module.exports = function patchDependency(source) {
  const {name, cut, find, replace} = this.getOptions();
  const fail = (what) => {
    throw new Error(`patch-dependencies (${name}): ${what} not found in ${this.resourcePath}; update the patch`);
  };
  if (cut) {
    const start = source.indexOf(cut.after);
    const end = source.indexOf(cut.before, start);
    if (start < 0 || end < 0) fail('markers');
    return source.slice(0, start + cut.after.length) + source.slice(end);
  }
  const at = source.indexOf(find);
  if (at < 0 || source.indexOf(find, at + 1) >= 0) fail('a single occurrence of the text');
  return source.slice(0, at) + replace + source.slice(at + find.length);
};
