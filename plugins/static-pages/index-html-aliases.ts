import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * With trailingSlash: false a page is written as `route.html`, so a static host answers
 * `route` and `route.html` but not `route/index.html`. This writes that alias as a copy;
 * the client router already treats all three as one route, and the copy's canonical link
 * still names the route without a suffix.
 */
export async function writeIndexHtmlAliases(outDir: string, routesPaths: string[]): Promise<void> {
  const pages = routesPaths.filter((route) => route !== '/' && !route.endsWith('/404.html'));
  await Promise.all(
    pages.map(async (route) => {
      const source = path.join(outDir, `${route}.html`);
      const alias = path.join(outDir, route, 'index.html');
      try {
        await fs.access(source);
      } catch {
        return; // Not a page written as route.html (for example a route of another plugin).
      }
      await fs.mkdir(path.dirname(alias), {recursive: true});
      await fs.copyFile(source, alias);
    }),
  );
}
