import {test, expect, type Page, type Route} from '@playwright/test';

// Each page carries the CSS rules of its own elements (plugins/static-pages/critical-css.ts) and
// loads the stylesheet without holding its first paint. What a reader sees before the stylesheet
// arrives must be what they see after it: here the stylesheet and the scripts are held, and the
// first screen is read with the page's own CSS, then again once the stylesheet is in. That every
// page hydrates without an error, at each of its addresses, is in routes.spec.ts.

const ROUTES = ['/', '/docs/getting-started/usage', '/docs/getting-started/recipes/chatml', '/playground'];
const VIEWPORTS = [
  {width: 390, height: 844},
  {width: 1280, height: 800},
];

/** Every element of the first screen that takes up room: where it is, its size and its colours. */
function firstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*')).flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.top >= window.innerHeight || box.bottom <= 0) return [];
      const style = getComputedStyle(element);
      const where = [box.x, box.y, box.width, box.height].map(Math.round).join(' ');
      const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
      return [`${name} at ${where}, ${style.visibility}, ${style.color} on ${style.backgroundColor}`];
    }),
  );
}

for (const route of ROUTES) {
  for (const viewport of VIEWPORTS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${route} at ${viewport.width} px in ${colorScheme}: the first screen is drawn as it will be before the stylesheet arrives`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({colorScheme});
        const held: Route[] = [];
        // Held scripts keep the page as the server wrote it: no hydration, no banner.
        await page.route(/\/assets\/(css|js)\//, (request) => void held.push(request));
        await page.goto(route, {waitUntil: 'commit'});
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const stylesheet = page.locator('link[rel=stylesheet][href*="/assets/css/"]');
        expect(await stylesheet.count(), 'the stylesheet is still linked').toBeGreaterThan(0);
        expect(
          await page.evaluate(() => Array.from(document.styleSheets).filter((sheet) => sheet.href).length),
          'no stylesheet has loaded yet',
        ).toBe(0);
        const before = await firstScreen(page);

        const css = held.filter((request) => request.request().url().includes('/assets/css/'));
        expect(css.length, 'the page asked for its stylesheet before the paint').toBeGreaterThan(0);
        for (const request of css) await request.continue();
        await page.waitForFunction(() =>
          Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/css/')),
        );
        expect(await firstScreen(page)).toEqual(before);
      });
    }
  }
}
