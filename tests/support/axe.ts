import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type {Result} from 'axe-core';

/** The WCAG 2.1 A and AA rules and axe's best practices. */
export const WCAG_AND_BEST_PRACTICE = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The rules whose outcome depends on colours; the others check structure, which the colour mode leaves alone. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type AxeScope = {
  /** Only these rules (default: every rule the tags select, else axe's default set). */
  rules?: string[];
  tags?: string[];
  /** CSS selectors of the parts to check (default: the whole page). */
  include?: string[];
  /** CSS selectors of parts left out. */
  exclude?: string[];
  /** Rules left out. */
  without?: string[];
};

/** One line per violation: rule, impact and the elements at fault. */
const describe = (violation: Result): string =>
  `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/**
 * axe's violations on the page, one line each: rule, impact and the elements at fault.
 *
 * Legacy mode runs one `axe.run` in the page. The default mode runs axe in every frame, then again
 * in a blank page it opens to merge the results, which makes each check on a long doc page several
 * times slower, for the same rules and answers; our pages have no frames. Only violations
 * are collected: axe's passes list thousands of nodes nobody reads.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let axe = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (scope.rules) axe = axe.withRules(scope.rules);
  else if (scope.tags) axe = axe.withTags(scope.tags);
  if (scope.without?.length) axe = axe.disableRules(scope.without);
  for (const selector of scope.include ?? []) axe = axe.include(selector);
  for (const selector of scope.exclude ?? []) axe = axe.exclude(selector);
  const {violations} = await axe.analyze();
  return violations.map(describe);
}

/**
 * Switches the colour mode as the toggle does, and returns once the colours have settled: links and
 * buttons fade to their new colours (CSS transitions), and a check made during the fade measures
 * colours that no reader is left looking at.
 */
async function setColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate(async (theme) => {
    document.documentElement.setAttribute('data-theme', theme);
    // getAnimations() applies the new style first, so the fades the switch starts are among them.
    const fades = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
  }, mode);
}

/**
 * axe's violations in light mode (every WCAG and best-practice rule) and then in dark mode (only the
 * colour rules: the colour mode changes colours, not structure), each line prefixed with its mode.
 * The mode is switched as the toggle switches it, without a new page load; the page is left in dark mode.
 * `include`: the parts to check (default: the whole page); `colourExclude`: parts the colour rules
 * leave out (every other rule still checks them).
 */
export async function violationsInBothModes(
  page: Page,
  {include, colourExclude = []}: {include?: string[]; colourExclude?: string[]} = {},
): Promise<string[]> {
  const found: string[] = [];
  // With parts left out of the colour rules, light mode is two runs: the other rules over everything,
  // the colour rules without those parts.
  const split = colourExclude.length > 0;
  for (const theme of ['light', 'dark'] as const) {
    await setColourMode(page, theme);
    const lines: string[] = [];
    if (theme === 'light')
      lines.push(
        ...(await axeViolations(page, {tags: WCAG_AND_BEST_PRACTICE, include, without: split ? COLOUR_RULES : []})),
      );
    if (theme === 'dark' || split)
      lines.push(...(await axeViolations(page, {rules: COLOUR_RULES, include, exclude: colourExclude})));
    found.push(...lines.map((violation) => `${theme}: ${violation}`));
  }
  return found;
}
