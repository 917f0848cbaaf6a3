import {test, expect, type Page} from '@playwright/test';
import {JTOKKIT_COORDINATES} from '../../src/lib/site/site';

// The build-tool tabs (home page and Introduction): one choice for the whole site, remembered
// across pages and visits, overridable by ?build-tool=, and usable from the keyboard.

const INTRO = '/docs/getting-started';
const tabs = (page: Page) => page.getByRole('tablist').first();
const visibleCode = (page: Page) => page.locator('[role=tabpanel]:not([hidden]) pre').first();

test('Maven is shown first, with only its panel visible', async ({page}) => {
  await page.goto(INTRO);
  await expect(tabs(page).getByRole('tab', {name: 'Maven'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role=tabpanel]:not([hidden])')).toHaveCount(1);
  await expect(visibleCode(page)).toContainText('<artifactId>jtokkit</artifactId>');
});

test('a choice made on the home page is remembered on the Introduction and after a reload; ?build-tool= in a link wins over it', async ({
  page,
}) => {
  const kotlin = `implementation("${JTOKKIT_COORDINATES}")`;
  await page.goto('/');
  await tabs(page).getByRole('tab', {name: 'Gradle (Kotlin DSL)'}).click();
  await expect(visibleCode(page)).toContainText(kotlin);

  await page.goto(INTRO);
  await expect(tabs(page).getByRole('tab', {name: 'Gradle (Kotlin DSL)'})).toHaveAttribute('aria-selected', 'true');
  await expect(visibleCode(page)).toContainText(kotlin);
  await expect(page.locator('[role=tabpanel]:not([hidden])')).toHaveCount(1);

  await page.reload();
  await expect(tabs(page).getByRole('tab', {name: 'Gradle (Kotlin DSL)'})).toHaveAttribute('aria-selected', 'true');
  await expect(visibleCode(page)).toContainText(kotlin);

  await page.goto(`${INTRO}?build-tool=gradle-groovy`);
  await expect(tabs(page).getByRole('tab', {name: 'Gradle (Groovy DSL)'})).toHaveAttribute('aria-selected', 'true');
  await expect(visibleCode(page)).toContainText(`implementation '${JTOKKIT_COORDINATES}'`);
});

test('arrow keys move between tabs and Enter selects', async ({page}) => {
  await page.goto(INTRO);
  // Keys are React's to handle, once the page has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const maven = tabs(page).getByRole('tab', {name: 'Maven'});
  await maven.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs(page).getByRole('tab', {name: 'Gradle (Kotlin DSL)'})).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const groovy = tabs(page).getByRole('tab', {name: 'Gradle (Groovy DSL)'});
  await expect(groovy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(groovy).toHaveAttribute('aria-selected', 'true');
  await expect(visibleCode(page)).toContainText(`implementation '${JTOKKIT_COORDINATES}'`);
});
