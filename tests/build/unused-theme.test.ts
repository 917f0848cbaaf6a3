import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// Checks on the production build (run `npx docusaurus build` first): no JavaScript the site ships
// carries theme code that can never render here (the components ejected under src/theme/ for that;
// tests/unit/theme-components.test.ts checks that the config and the content still let them go).
const js = path.resolve('build', 'assets', 'js');
const files = fs.existsSync(js) ? fs.readdirSync(js).filter((file) => file.endsWith('.js')) : [];

// Strings only the left-out code contains: translation ids and error messages survive minifying.
const leftOut: Record<string, string[]> = {
  'the version dropdown and the doc navbar item (one docs version, no such navbar items)': [
    'theme.navbar.mobileVersionsDropdown.label',
    "please verify your 'docsVersionDropdown' navbar item",
    "Couldn't find any doc with id",
  ],
  'the version banner and badge (one docs version)': [
    'theme.docs.versions.unreleasedVersionLabel',
    'theme.docs.versions.latestVersionSuggestionLabel',
    'theme.docs.versionBadge.label',
  ],
  'the tag list of the doc footer (no doc has tags)': ['theme.tags.tagsListLabel'],
  'the unlisted and draft banners (no doc is either)': [
    'theme.contentVisibility.unlistedBanner.title',
    'theme.contentVisibility.draftBanner.title',
  ],
  'the sidebar collapse and expand buttons (the sidebar is not hideable)': [
    'theme.docs.sidebar.collapseButtonTitle',
    'theme.docs.sidebar.expandButtonTitle',
  ],
  // An attribute only the theme's animated <details> sets (src/theme/MDXComponents/Details.tsx).
  'the animated details of the theme (no doc has a <details> block)': ['data-collapsed'],
  // The element ids its inline script and markup use (plugins/patches: the site shows its own banner).
  'the wrong-base-URL banner of Docusaurus (baseUrlIssueBanner is off)': ['__docusaurus-base-url-issue-banner'],
  // Infima class names of the link columns, the simple link row and the logo.
  'the footer links and logo (the footer is one copyright line)': ['footer__title', 'footer__link-separator', 'footer__logo'],
};

for (const [what, markers] of Object.entries(leftOut)) {
  test(`the shipped JavaScript leaves out ${what}`, () => {
    assert.ok(files.length > 0, 'no build/assets/js');
    for (const file of files) {
      const code = fs.readFileSync(path.join(js, file), 'utf8');
      for (const marker of markers) assert.ok(!code.includes(marker), `${file} contains "${marker}"`);
    }
  });
}
