import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DOCS, PAGE_ROUTES} from '../support/routes';
import {served, textOf, type HTMLElement} from '../support/servedHtml';

// Checks on the production build (run `npx docusaurus build` first; SITE_DIR checks another): the
// layout every page has in the HTML the server sends, before any script runs (the navbar, the footer,
// the sidebar, breadcrumbs, the table of contents). What needs a browser (menus opening, scrolling,
// the colour mode) is in tests/e2e/site.spec.ts.
const JAVADOC = 'https://javadoc.io/doc/com.knuddels/jtokkit/latest/index.html';

const ALL_ROUTES = [...PAGE_ROUTES, '/docs/no-such-page'];

test('navbar on every page: Getting Started on the left; API reference, Jobs, GitHub, language and search on the right', () => {
  for (const route of ALL_ROUTES) {
    const navbar = served(route).querySelector('nav[aria-label="Main"]');
    assert.ok(navbar, `${route}: no navbar`);
    const left = navbar.querySelector('.navbar__items:not(.navbar__items--right)')!;
    const right = navbar.querySelector('.navbar__items--right')!;
    const linkIn = (side: HTMLElement, name: string) =>
      side.querySelectorAll('a').find((link) => textOf(link) === name);
    assert.equal(linkIn(left, 'Getting Started')?.getAttribute('href'), '/docs/getting-started', route);
    const external = {
      'API reference': JAVADOC,
      Jobs: 'https://jobs.knuddels.de',
      GitHub: 'https://github.com/knuddelsgmbh/jtokkit',
    };
    for (const [name, href] of Object.entries(external)) {
      const link = linkIn(right, name);
      assert.equal(link?.getAttribute('href'), href, `${route}: ${name}`);
      assert.equal(link?.getAttribute('target'), '_blank', `${route}: ${name} opens in a new tab`);
    }
    // The language menu offers English only.
    const language = right.querySelector('.dropdown');
    assert.equal(textOf(language!.querySelector('[role="button"]')!), 'English', route);
    assert.deepEqual(
      language!.querySelectorAll('.dropdown__menu a').map((item) => textOf(item)),
      ['English'],
      route,
    );
    assert.ok(right.querySelector('input[aria-label="Search"]'), `${route}: no search box`);
  }
});

test('footer on every page is one copyright line for 2025, with no links', () => {
  for (const route of ALL_ROUTES) {
    const footers = served(route).querySelectorAll('footer.theme-layout-footer');
    assert.equal(footers.length, 1, route);
    assert.equal(textOf(footers[0]!), 'Copyright © 2025 Knuddels', route);
    assert.equal(footers[0]!.querySelectorAll('a, .footer__links').length, 0, route);
  }
});

test('sidebar on every doc page: every doc in reading order, Guides, Recipes and Reference open, not hideable', () => {
  for (const doc of DOCS) {
    const page = served(doc.route);
    const sidebar = page.querySelector('nav[aria-label="Docs sidebar"]');
    assert.ok(sidebar, `${doc.route}: no sidebar`);
    const links = sidebar.querySelectorAll('a.menu__link:not([role="button"])').map((link) => textOf(link));
    assert.deepEqual(
      links,
      DOCS.map((d) => d.sidebarLabel),
      doc.route,
    );
    const categories = sidebar.querySelectorAll('a[role="button"]');
    assert.deepEqual(
      categories.map((category) => [textOf(category), category.getAttribute('aria-expanded')]),
      [
        ['Guides', 'true'],
        ['Recipes', 'true'],
        ['Reference', 'true'],
      ],
      doc.route,
    );
    assert.equal(page.querySelectorAll('button[title*="ollapse sidebar"]').length, 0, doc.route);
  }
});

test('breadcrumbs on every doc page: home, its section, the page', () => {
  for (const doc of DOCS) {
    const crumbs = served(doc.route).querySelector('nav[aria-label="Breadcrumbs"]');
    assert.ok(crumbs, `${doc.route}: no breadcrumbs`);
    const items = crumbs.querySelectorAll('.breadcrumbs__item');
    assert.equal(items[0]!.querySelector('a[aria-label="Home page"]')?.getAttribute('href'), '/', doc.route);
    assert.deepEqual(
      items.slice(1).map((item) => textOf(item)),
      [...(doc.section ? [doc.section] : []), doc.sidebarLabel],
      doc.route,
    );
  }
});

test('table of contents on every doc page lists exactly its h2 and h3 headings, in order', () => {
  for (const doc of DOCS) {
    const page = served(doc.route);
    const headingIds = page.querySelectorAll('article h2.anchor, article h3.anchor').map((h) => h.id);
    const tocTargets = page
      .querySelectorAll('.theme-doc-toc-desktop .table-of-contents a')
      .map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1)));
    assert.deepEqual(tocTargets, headingIds, doc.route);
  }
});
