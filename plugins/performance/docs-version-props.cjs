// @ts-check
/**
 * Webpack/Rspack loader for the docs plugin's version props (the generated
 * `docusaurus-plugin-content-docs/<plugin>/p/<version>.json`), which every docs page loads before it
 * hydrates: it takes each doc's `description` out of `version.docs`.
 *
 * Why: that map gives every doc's id, title, description and sidebar to every docs page, and the
 * descriptions are most of its bytes. The theme reads a description from it only in DocCard (the
 * cards of a generated index or of <DocCardList>), which this site does not use; a page's own
 * description (its meta tags) comes from the page's own chunk. tests/unit/docsVersionProps.test.ts
 * fails when a doc or the sidebars start to use the cards.
 */

/**
 * @param {string} source the props as JSON
 * @param {string} resourcePath the file, for the error message
 * @returns {string} the props without the docs' descriptions
 */
function withoutDescriptions(source, resourcePath) {
  const props = JSON.parse(source);
  const docs = props?.version?.docs;
  // Another shape after an upgrade is never shipped unchecked (plugins/touchpoints/README.md).
  if (!docs || typeof docs !== 'object' || !Object.values(docs).every((doc) => doc && 'title' in doc)) {
    throw new Error(
      `docs-version-props: ${resourcePath} has no version.docs map of {id, title, description}; update the rule (plugins/touchpoints/README.md)`,
    );
  }
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(props);
}

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 */
function docsVersionProps(source) {
  return withoutDescriptions(source, this.resourcePath);
}

module.exports = docsVersionProps;
module.exports.withoutDescriptions = withoutDescriptions;
