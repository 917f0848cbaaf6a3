import fs from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';

/** The page's stylesheet link, as Docusaurus writes it (minified, in the head). */
const STYLESHEET_LINK = /<link rel=stylesheet href=([^\s>]+)>/g;

/**
 * Puts into each page the stylesheet rules its own elements use, chosen by beasties, so that the
 * first screen paints without waiting for the stylesheet, which the browser can only ask for once
 * the page's head has arrived. The stylesheet itself is asked for at once (a preload in the head)
 * and linked at the end of the body, as beasties does by default: cached across pages and holding
 * no paint. Chromium and Firefox also hold the page's scripts until it is in; WebKit does not, so
 * there what React adds while hydrating (the mobile menu, a code block's buttons) has its rules only
 * once the stylesheet is in, which is asked for first and is a fraction of the scripts' size.
 *
 * Only beasties' choice of rules is used, not its copy of the page: it writes the page again from
 * its own parse, which nests the list items of Docusaurus's minified HTML (no </li> or </p>) inside
 * paragraphs, and React then throws the home page away while hydrating.
 *
 * The rule that hides Docusaurus's wrong-base-URL banner stays out: the banner is not in the HTML
 * (a script adds it when the site's code cannot load), so it shows when the stylesheet cannot load.
 */
export async function inlineCriticalCss(outDir: string, baseUrl: string): Promise<void> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: baseUrl,
    allowRules: [
      // The colour mode is an attribute that an inline script sets on <html> before the first paint;
      // the HTML on disk has none, so the rules of both modes are kept.
      /\[data-theme/,
      // beasties matches a selector with its pseudo-classes taken out, :where(…) and :is(…) with
      // them, so it would never keep Infima's :where(.button--primary).
      /:(?:where|is)\(/,
    ],
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  const pages = (await fs.readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const file = path.join(outDir, page);
    const html = await fs.readFile(file, 'utf8');
    const links = [...html.matchAll(STYLESHEET_LINK)];
    if (links.length !== 1) {
      throw new Error(
        `critical CSS: ${page} has ${links.length} links of the form <link rel=stylesheet href=…>, not one`,
      );
    }
    const [link, href] = links[0]!;
    const critical = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(html))?.[1];
    if (!critical) throw new Error(`critical CSS: beasties found no rules for ${page}`);
    const finished =
      html.replace(link, () => `<style>${critical}</style><link rel=preload href=${href} as=style>`) +
      `<link rel=stylesheet href=${href}>`;
    // Other plugins read the pages in their own postBuild (the search index): each page is
    // replaced whole, so that none is read half written.
    await fs.writeFile(`${file}.critical`, finished);
    await fs.rename(`${file}.critical`, file);
  }
}
