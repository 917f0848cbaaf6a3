import {test, expect, type Page} from '@playwright/test';
import {violationsInBothModes} from '../support/axe';
import {DOCS} from '../support/routes';
import {expectSearchReady} from '../support/search';

// No axe violations on any route, in both colour modes (every rule in light mode, the colour rules in
// dark mode), at desktop width; at phone width too for one page of each kind (the layout differs
// there: the menu, tables that scroll). Both modes in one page load: the colour mode changes the
// page's colours, not its content. The playground, as a whole page at both widths and in each of its
// states, is checked in its own specs.
//
// The doc pages are checked in groups: the first page of a group is loaded, the others are reached
// through the sidebar inside the app, as a reader reaches them. Each check then costs axe's time only,
// not a page load and hydration.
const VIEWPORTS = {phone: {width: 390, height: 844}, desktop: {width: 1280, height: 800}};
const OWN_PAGE_ROUTES = ['/', '/docs/no-such-page'];
const PHONE_ROUTES = ['/', '/docs/getting-started/usage', '/docs/no-such-page'];
/** The doc pages in reading order, in six groups of near-equal size (four or five pages each): six tests that the two workers share. */
const GROUPS = 6;
const DOC_GROUPS = Array.from({length: GROUPS}, (_, i) =>
  DOCS.slice(Math.round((i * DOCS.length) / GROUPS), Math.round(((i + 1) * DOCS.length) / GROUPS)),
);

/** Highlighted code tokens in the page's HTML as the server sends it. */
async function serverTokenCount(page: Page, route: string): Promise<number> {
  const html = await (await page.request.get(route)).text();
  return (html.match(/class="token (?!plain")/g) ?? []).length;
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility, ${device}`, () => {
    test.use({viewport});
    for (const route of device === 'phone' ? PHONE_ROUTES : OWN_PAGE_ROUTES) {
      test(`${route} has no axe violations in light and dark mode`, async ({page}) => {
        // The usage page's code links to the API reference (about 150 links): axe takes 40 s on a busy machine.
        test.setTimeout(120_000);
        await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
        await page.goto(route);
        // Wait for the search box to settle so its final state is what gets checked.
        await expectSearchReady(page);
        expect(await violationsInBothModes(page)).toEqual([]);
      });
    }
  });
}

test.describe('accessibility, desktop, doc pages', () => {
  test.use({viewport: VIEWPORTS.desktop});
  for (const group of DOC_GROUPS) {
    const routes = group.map((doc) => doc.route);
    test(`${routes.join(', ')} have no axe violations in light and dark mode`, async ({page}) => {
      test.setTimeout(180_000);
      await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.goto(routes[0]!);
      await expectSearchReady(page);
      const found: string[] = [];
      for (const doc of group) {
        if (doc.route !== routes[0]) {
          await page.getByRole('navigation', {name: 'Docs sidebar'}).locator(`a[href="${doc.route}"]`).click();
          await expect(page).toHaveURL(doc.route);
          await expect(page.getByRole('heading', {level: 1})).toHaveText(doc.title);
        }
        // The code as the server highlights it: a page reached inside the app shows plain code until
        // Prism is in.
        const tokens = await serverTokenCount(page, doc.route);
        await expect(page.locator('article .token:not(.plain)')).toHaveCount(tokens);
        // The code's colours are checked from the stylesheet (tests/unit/codeColours.test.ts): the colour
        // rules leave the code blocks out here, which halves axe's time on a doc page. Every other rule
        // checks them, and the home page and the phone-width checks include them in the colour rules too.
        const violations = await violationsInBothModes(page, {colourExclude: ['pre.prism-code']});
        found.push(...violations.map((violation) => `${doc.route} ${violation}`));
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe('keyboard', () => {
  test.use({viewport: VIEWPORTS.desktop});

  // The home page, and the shortest doc page with every kind of control a doc page has (sidebar,
  // table of contents, heading anchors, code blocks, tabs, a scrolling table, pagination).
  for (const route of ['/', '/docs/getting-started']) {
    test(`${route}: Tab reaches every control, each with a visible focus ring`, async ({page}) => {
      await page.goto(route);
      await expectSearchReady(page);
      test.setTimeout(180_000);
      // Record every element that receives focus, with whether it shows a focus ring.
      await page.evaluate(() => {
        const w = window as unknown as {focusLog: {label: string; ring: boolean}[]};
        w.focusLog = [];
        document.addEventListener('focusin', (event) => {
          const el = event.target as HTMLElement;
          const style = getComputedStyle(el);
          const ring =
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
          const label = `${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}:${el.getAttribute('href') ?? ''}`;
          w.focusLog.push({label, ring});
        });
      });
      const focusLog = () =>
        page.evaluate(() => (window as unknown as {focusLog: {label: string; ring: boolean}[]}).focusLog);
      // Tab until focus comes back round to the first element it reached (or a generous cap).
      for (let i = 1; i <= 400; i += 1) {
        await page.keyboard.press('Tab');
        if (i % 20 !== 0) continue;
        const log = await focusLog();
        if (log.length > 1 && log.slice(1).some((entry) => entry.label === log[0]!.label)) break;
      }
      const log = await focusLog();
      const reachable = new Set(log.map((entry) => entry.label));
      const withoutRing = [...new Set(log.filter((entry) => !entry.ring).map((entry) => entry.label))];
      // Every interactive element that is visible must have been reached.
      const controls = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLElement>(
            'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
          ),
        )
          .filter(
            (el) =>
              !el.hasAttribute('disabled') && el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden',
          )
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}:${el.getAttribute('href') ?? ''}`,
          ),
      );
      expect(controls.length).toBeGreaterThan(10);
      const missed = controls.filter((label) => !reachable.has(label));
      expect(missed).toEqual([]);
      expect(withoutRing).toEqual([]);
    });
  }
});
