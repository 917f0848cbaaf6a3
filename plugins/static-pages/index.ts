import type {Plugin} from '@docusaurus/types';
import {cleanAddress} from './clean-address';
import {inlineCriticalCss} from './critical-css';
import {writeIndexHtmlAliases} from './index-html-aliases';
import {writeVocabularyPreload} from './vocabulary-preload';

/**
 * The pages as Docusaurus wrote them, finished for a static host: critical CSS, the playground's
 * script that starts its first vocabulary, then the aliases, which are copies; and in every page,
 * the script that reads each address a static host answers for a route as that route.
 */
export default function staticPages(): Plugin {
  return {
    name: 'static-pages',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: `(${cleanAddress.toString()})(window)`}]};
    },
    async postBuild({outDir, routesPaths, siteConfig}) {
      await inlineCriticalCss(outDir, siteConfig.baseUrl);
      await writeVocabularyPreload(outDir, siteConfig.baseUrl);
      await writeIndexHtmlAliases(outDir, routesPaths);
    },
  };
}
