import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

// The colours of code blocks (src/css/prism.css) meet WCAG AA in both colour modes: every colour a
// token or the code text can take has a contrast of at least 4.5:1 against the block's background.
// Checked here from the stylesheet, so that the browser's axe checks of the doc pages can leave the
// thousands of token spans out (tests/e2e/a11y.spec.ts); tests/e2e/code-blocks.spec.ts checks that the
// browser draws these colours.
const CSS = fs.readFileSync('src/css/prism.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties a rule block declares. */
function variablesOf(selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(CSS)?.[1];
  assert.ok(block, `no ${selector} block in prism.css`);
  return new Map([...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

/** Relative luminance of a #rrggbb colour (WCAG 2.1). */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  assert.ok(match, `not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(match[1]!.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the contrast formula gives WCAG’s figures', () => {
  assert.equal(contrast('#000000', '#ffffff'), 21);
  assert.equal(Math.round(contrast('#777777', '#ffffff') * 100) / 100, 4.48);
});

test('every colour code can take has at least 4.5:1 against the code background, in light and dark mode', () => {
  // The colours code text is drawn in: the block's own colour and each colour a token rule sets.
  const used = new Set(
    [...CSS.matchAll(/\.prism-code[^{]*\{([^}]*)\}/g)].flatMap((m) =>
      [...m[1]!.matchAll(/(?:^|;|\s)color\s*:\s*([^;]+);/g)].map((c) => c[1]!.trim()),
    ),
  );
  const colourVariables = [...used].map((value) => {
    const variable = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    assert.ok(variable, `a code colour set without a variable of the palette: ${value}`);
    return variable;
  });
  assert.ok(colourVariables.length >= 8, `only ${colourVariables.length} code colours found`);
  const light = variablesOf(':root');
  const dark = new Map([...light, ...variablesOf("[data-theme='dark']")]);
  const tooFaint: string[] = [];
  for (const [mode, palette] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    const background = palette.get('--prism-background-color')!;
    for (const variable of colourVariables) {
      const ratio = contrast(palette.get(variable)!, background);
      if (ratio < 4.5)
        tooFaint.push(`${mode}: ${variable} ${palette.get(variable)} on ${background}: ${ratio.toFixed(2)}:1`);
    }
  }
  assert.deepEqual(tooFaint, []);
});
