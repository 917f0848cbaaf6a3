// The loader of plugins/client-data.ts: JSON in, the same JSON with the parts no page reads cut out.
'use strict';

/** Site config keys only the build in Node reads. */
const NODE_ONLY_CONFIG_KEYS = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'markdown',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

const cuts = {
  // .docusaurus/docusaurus.config.mjs: a comment, then `export default <JSON>;`.
  config(source) {
    const match = /export default ([\s\S]*);\s*$/.exec(source);
    if (!match) throw new Error('client-data: no `export default` in the generated site config; update the loader');
    const config = JSON.parse(match[1]);
    for (const key of NODE_ONLY_CONFIG_KEYS) delete config[key];
    return `export default ${JSON.stringify(config)};\n`;
  },
  // .docusaurus/site-metadata.json: the Docusaurus and site versions, and every plugin's name and version.
  pluginVersions(source) {
    const metadata = JSON.parse(source);
    metadata.pluginVersions = {};
    return JSON.stringify(metadata);
  },
  // A route prop of the docs plugin: {version: {docs: {<id>: {id, title, description, sidebar}}, ...}}.
  docDescriptions(source) {
    const props = JSON.parse(source);
    for (const doc of Object.values(props.version?.docs ?? {})) delete doc.description;
    return JSON.stringify(props);
  },
};

module.exports = function clientDataLoader(source) {
  const {cut} = this.getOptions();
  return cuts[cut](source);
};
