import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * Docusaurus hides the announcement bar before hydration when the reader dismissed *an*
 * announcement, without comparing ids, so a new announcement stayed hidden until the next
 * page load. This inline script runs right after the theme's own and shows the bar when the
 * stored id is not the current one (the theme then resets the dismissal itself). It reads the
 * theme's storage key and writes its attribute: listed in plugins/touchpoints/README.md.
 */
export default function announcementBarReset(context: LoadContext): Plugin {
  const id = (context.siteConfig.themeConfig as ThemeConfig).announcementBar?.id;
  const storageKey = `docusaurus.announcement.id${context.siteStorage.namespace}`;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!id) return {};
      const script = `try{if(localStorage.getItem(${JSON.stringify(storageKey)})!==${JSON.stringify(id)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}`;
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
