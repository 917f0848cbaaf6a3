import {expect, test} from '@playwright/test';

// The admonition icons are drawn from one SVG file (src/components/AdmonitionIcon): each must show,
// at the size the theme gives it, on every page that has admonitions.
const pages = {
  '/docs/getting-started': ['info'],
  '/docs/getting-started/usage': ['warning', 'tip', 'warning', 'note'],
  '/docs/getting-started/extending': ['caution', 'warning'],
};

for (const [route, types] of Object.entries(pages)) {
  test(`the admonitions on ${route} show their icons`, async ({page}) => {
    await page.goto(route);
    const admonitions = page.locator('.theme-admonition');
    await expect(admonitions).toHaveCount(types.length);
    for (const [i, type] of types.entries()) {
      const admonition = admonitions.nth(i);
      await expect(admonition).toHaveClass(new RegExp(`theme-admonition-${type}`));
      const icon = admonition.locator('svg').first();
      // The box the theme gives it (1.6em), and a shape drawn inside it once the file has come.
      const box = await icon.boundingBox();
      expect(box?.width).toBeGreaterThan(20);
      await expect.poll(() => icon.evaluate((svg) => (svg as SVGSVGElement).getBBox().width)).toBeGreaterThan(5);
    }
  });
}
