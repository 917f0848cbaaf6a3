import type {Plugin} from '@docusaurus/types';

/**
 * Keeps only the Prism grammars the site uses: strips the grammars prism-react-renderer bundles
 * (see prism-bundled-grammars-loader.cjs), in the browser and the server bundle alike, so the
 * highlighted HTML and the hydrated page stay identical.
 */
export default function prismBundledGrammars(): Plugin {
  return {
    name: 'prism-bundled-grammars',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.m?js$/,
              use: [{loader: require.resolve('./prism-bundled-grammars-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
