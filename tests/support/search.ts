import {expect, type Page} from '@playwright/test';

/** The navbar's search box (an accessible combobox). */
export const searchBox = (page: Page) => page.getByRole('combobox', {name: 'Search'});

/**
 * Waits until the search box is ready: enabled, with the placeholder 'Search'. The
 * index loads once the page has rendered, so hydration is over by then, and every script the
 * page runs on its own, search included, has been fetched.
 */
export async function expectSearchReady(page: Page): Promise<void> {
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await expect(searchBox(page)).toBeEnabled();
}

/** Opens a page (the Introduction unless told) and waits until its search box is ready; returns the box. */
export async function openReady(page: Page, path = '/docs/getting-started') {
  await page.goto(path);
  await expectSearchReady(page);
  return searchBox(page);
}

/**
 * The text of the section at the page's current address: from the heading its hash names to the
 * next heading of the same or a higher level, or the whole article when there is no hash. A search
 * result must lead to the part of the page that matches, not merely to a page that does.
 */
export async function currentSectionText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const article = document.querySelector('article');
    const id = decodeURIComponent(window.location.hash.slice(1));
    const heading = id ? document.getElementById(id) : null;
    if (!heading || !/^H[1-6]$/.test(heading.tagName)) return article?.textContent ?? '';
    const level = Number(heading.tagName.slice(1));
    let text = heading.textContent ?? '';
    // Docusaurus wraps Markdown sections in no element of their own: walk the siblings.
    for (let node = heading.nextElementSibling; node; node = node.nextElementSibling) {
      if (/^H[1-6]$/.test(node.tagName) && Number(node.tagName.slice(1)) <= level) break;
      text += `\n${node.textContent ?? ''}`;
    }
    return text;
  });
}
