import {test, expect} from '@playwright/test';
import {axeViolations, COLOUR_RULES, WCAG_AND_BEST_PRACTICE} from '../support/axe';
import {PAGE_ROUTES} from '../support/routes';
import {expectSearchReady} from '../support/search';

// No axe violations on any route, in both colour modes (every rule in light mode, the colour rules in
// dark mode); at phone width too for one page of each
// kind (the layout differs there: the menu, tables that scroll). Both modes in one page load: the
// colour mode changes the page's colours, not its content.
const ROUTES = [...PAGE_ROUTES, '/docs/no-such-page'];
const PHONE_ROUTES = ['/', '/docs/getting-started/usage', '/playground', '/docs/no-such-page'];
const VIEWPORTS = {phone: {width: 390, height: 844}, desktop: {width: 1280, height: 800}};

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility, ${device}`, () => {
    test.use({viewport});
    for (const route of device === 'phone' ? PHONE_ROUTES : ROUTES) {
      test(`${route} has no axe violations in light and dark mode`, async ({page}) => {
        await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
        await page.goto(route);
        // Wait for the search box to settle so its final state is what gets checked.
        await expectSearchReady(page);
        const found: string[] = [];
        for (const theme of ['light', 'dark'] as const) {
          // The colour mode as the toggle sets it, without a new page load.
          await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          // Every rule in light mode; in dark mode only those a colour can break (the rest would give
          // the same answer).
          const scope = theme === 'dark' ? {rules: COLOUR_RULES} : {tags: WCAG_AND_BEST_PRACTICE};
          found.push(...(await axeViolations(page, scope)).map((violation) => `${theme}: ${violation}`));
        }
        expect(found).toEqual([]);
      });
    }
  });
}

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
