import type {Plugin} from '@docusaurus/types';
import {inlineCriticalCss} from './critical-css';
import {writeIndexHtmlAliases} from './index-html-aliases';

/** The pages as Docusaurus wrote them, finished for a static host: critical CSS, then the aliases, which are copies. */
export default function staticPages(): Plugin {
  return {
    name: 'static-pages',
    async postBuild({outDir, routesPaths, siteConfig}) {
      await inlineCriticalCss(outDir, siteConfig.baseUrl);
      await writeIndexHtmlAliases(outDir, routesPaths);
    },
  };
}
