import {test, expect, type Page, type Route} from '@playwright/test';
import {DOCS} from '../support/routes';

// The site's layout, states, errors and constants (see REQUIREMENTS.md), observed in Chromium
// against the production build. What the server's HTML shows on its own (navbar, footer, sidebar,
// breadcrumbs, table of contents) is checked on every page of the build: tests/build/layout.test.ts.

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

/** Route code the page has run: script-initiated fetches of its chunks (the script tags themselves are removed after loading). */
function scriptsRun(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.name.includes('/assets/js/'),
        ).length,
  );
}

test.describe('layout', () => {
  test.use({viewport: DESKTOP});

  test('the navbar stays visible when the page scrolls', async ({page}) => {
    await page.goto('/docs/getting-started/usage');
    // Docusaurus hides a hideable navbar when a scroll goes further down than the one before,
    // never on the first: scroll down step by step, as a reader does.
    for (const y of [400, 800, 1200, 1600]) {
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(y - 1);
    }
    // A hiding navbar moves away after the scroll's render: wait for that render (a frame for the
    // scroll event, a task for React), then for any movement it started to end.
    await page.evaluate(async () => {
      const navbar = document.querySelector('nav.navbar')!;
      await new Promise(requestAnimationFrame);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise(requestAnimationFrame);
      await Promise.all(navbar.getAnimations().map((move) => move.finished));
    });
    const box = await page.locator('nav.navbar').boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.locator('nav.navbar')).toBeInViewport();
  });

  test('skip-to-content link is the first stop for the keyboard and moves focus to the content', async ({page}) => {
    await page.goto('/docs/getting-started/usage');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    // Docusaurus moves the sequential focus starting point to <main>: the next Tab lands in
    // the content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(inMain).toBe(true);
  });

  test('sidebar: opening a doc in one category collapses no other', async ({page}) => {
    // The sidebar's links and open categories as the server sends them: tests/build/layout.test.ts.
    await page.goto('/docs/getting-started');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Counting chat tokens'})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Usage', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Usage'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Counting chat tokens'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Errors and troubleshooting'})).toBeVisible();
  });

  test('a hash in the address scrolls to its heading', async ({page}) => {
    await page.goto('/docs/getting-started/usage#encodings-and-models');
    const heading = page.locator('#encodings-and-models');
    await expect(heading).toBeInViewport();
    // Scrolled so the heading sits just below the sticky navbar.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(150);
  });

  test('navigating to another page without a hash starts at its top', async ({page}) => {
    const usage = DOCS.findIndex((doc) => doc.route === '/docs/getting-started/usage');
    const next = DOCS[usage + 1]!;
    await page.goto('/docs/getting-started/usage');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(new URL(next.route, page.url()).href);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile sidebar menu (breakpoint 996 px)', () => {
  test('996 px is still the mobile layout; the menu opens from the navbar toggle and is forced hidden above it', async ({
    page,
  }) => {
    await page.setViewportSize({width: 996, height: 844});
    await page.goto('/docs/getting-started');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
    await page.setViewportSize(PHONE);
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Usage', exact: true})).toBeVisible();
    await page.setViewportSize({width: 997, height: 844});
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  });

  test('closes on a back navigation', async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto('/docs/getting-started');
    // A link followed before the app has started loads a new document, and Back then leaves it: wait,
    // so that the next page is reached inside the app, where Back can close the menu instead.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/usage$/);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // Back closes the menu instead of leaving the page.
    await page.goBack();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page).toHaveURL(/usage$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Usage'})).toBeVisible();
  });
});

test.describe('colour mode', () => {
  for (const [title, scheme] of [
    ['is dark for a system that prefers dark', 'dark'],
    ['follows a light system preference', 'light'],
  ] as const) {
    test(title, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    });
  }

  test('toggle cycles system → light → dark → system and stores the choice under "theme"', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.setViewportSize(DESKTOP);
    await page.goto('/docs/getting-started');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    const stored = () => page.evaluate(() => window.localStorage.getItem('theme'));
    await expect(toggle).toHaveAttribute('aria-label', /currently system mode/);
    expect(await stored()).toBeNull();
    for (const mode of ['light', 'dark', 'system'] as const) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-label', new RegExp(`currently ${mode} mode`));
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode === 'system' ? 'dark' : mode);
      expect(await stored()).toBe(mode === 'system' ? null : mode);
    }
    // A stored choice wins over the system on the next visit.
    await toggle.click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('announcement bar', () => {
  test('dismissal survives a reload', async ({page}) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({hasText: 'o200k_base'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByText('supports o200k_base', {exact: false})).toBeHidden();
  });

  test('shows again when the announcement id changes', async ({page}) => {
    // A reader who dismissed an earlier announcement.
    await page.addInitScript(() => {
      window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto('/');
    await expect(page.getByRole('banner').filter({hasText: 'o200k_base'})).toBeVisible();
  });
});

test.describe('route change', () => {
  test('the top progress bar starts 200 ms after the route change, has no spinner and ends when the route has updated', async ({
    page,
  }) => {
    await page.goto('/docs/getting-started');
    // The bar belongs to a route change inside the app, which starts after the load event.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Hold the next route's code so the change takes long enough to show the bar.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as unknown as {barShownAfter?: number};
      let clickedAt = 0;
      document.addEventListener('click', () => (clickedAt = performance.now()), true);
      new MutationObserver(() => {
        if (document.getElementById('nprogress') && w.barShownAfter === undefined) {
          w.barShownAfter = performance.now() - clickedAt;
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Extending'}).click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    const shownAfter = await page.evaluate(() => (window as unknown as {barShownAfter: number}).barShownAfter);
    expect(shownAfter).toBeGreaterThanOrEqual(195);
    // It starts 200 ms after the click, not when the held route finally loads.
    expect(shownAfter).toBeLessThan(700);
    // The old page stays until the new one is loaded, then the bar goes away.
    await expect(page.getByRole('heading', {level: 1, name: 'Extending'})).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a quick route change shows no progress bar at all', async ({page}) => {
    await page.goto('/docs/getting-started');
    // The app's preload and a route change inside it both need the app, which starts after the load event.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate(() => {
      const w = window as unknown as {barSeen?: boolean};
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.barSeen = true;
      }).observe(document.body, {childList: true, subtree: true});
    });
    // Preload the target first, so the switch itself is instant.
    await page.evaluate(() =>
      (window as unknown as {docusaurus: {preload: (p: string) => Promise<void>}}).docusaurus.preload(
        '/docs/getting-started/usage',
      ),
    );
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Usage', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Usage'})).toBeVisible();
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as {barSeen?: boolean}).barSeen ?? false)).toBe(false);
  });

  test('links in view are prefetched in idle time, each chunk once; prefetch skips the scripts the page has already fetched', async ({
    page,
  }) => {
    // Every link reports from its own IntersectionObserver, all in the task that mounts them: count the
    // prefetch links each report adds before it returns.
    await page.addInitScript(() => {
      const Observer = window.IntersectionObserver;
      const reports = {links: 0, addedWhileReporting: 0};
      (window as unknown as {reports: typeof reports}).reports = reports;
      window.IntersectionObserver = class extends Observer {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super((entries, observer) => {
            const before = document.querySelectorAll('link[rel="prefetch"]').length;
            callback(entries, observer);
            reports.links += entries.filter((entry) => entry.isIntersecting).length;
            reports.addedWhileReporting += document.querySelectorAll('link[rel="prefetch"]').length - before;
          }, options);
        }
      };
    });
    await page.goto('/docs/getting-started/platforms');
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const {reports, ran, prefetched} = await page.evaluate(() => ({
      reports: (window as unknown as {reports: {links: number; addedWhileReporting: number}}).reports,
      ran: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname),
      prefetched: Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
        (link) => new URL(link.href).pathname,
      ),
    }));
    expect(reports.links).toBeGreaterThan(10); // the sidebar, breadcrumbs, pagination…
    expect(reports.addedWhileReporting).toBe(0);
    expect(prefetched.length).toBe(new Set(prefetched).size);
    expect(ran.length).toBeGreaterThan(5);
    // The other routes' own chunks are still prefetched; the layout, this page's content and the
    // rest it ran are not asked for again.
    expect(prefetched.length).toBeGreaterThan(5);
    expect(prefetched.filter((path) => ran.includes(path))).toEqual([]);
  });

  test('hovering a link preloads the code of its route', async ({page}) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const before = await scriptsRun(page);
    await page.getByRole('link', {name: 'Get Started'}).hover();
    await expect.poll(() => scriptsRun(page)).toBeGreaterThan(before);
  });

  for (const [label, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['data-saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`prefetch is skipped on ${label}`, async ({page}) => {
      await page.addInitScript((conn) => {
        Object.defineProperty(navigator, 'connection', {value: conn, configurable: true});
      }, connection);
      await page.goto('/');
      // The app has started and loaded what it runs: only a prefetch could add scripts now.
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('link', {name: 'Get Started'})).toBeInViewport();
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      // Docusaurus saves the data on hover too; the link still works when clicked.
      const scripts = await scriptsRun(page);
      await page.getByRole('link', {name: 'Get Started'}).hover();
      await page.waitForTimeout(500);
      expect(await scriptsRun(page)).toBe(scripts);
      await page.getByRole('link', {name: 'Get Started'}).click();
      await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
    });
  }

  test('a route whose code fails to load logs a warning and reloads the page', async ({page}) => {
    await page.goto('/');
    // A route change inside the app: before it has started, the link would load a new document.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The next route's code cannot be fetched.
    await page.route('**/assets/js/*.js', (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', {name: 'Get Started'}).click();
    await reloaded;
    // Docusaurus's own warning: the error of the chunk that failed (the search bar warns too, when
    // its code cannot load, and that must not count).
    const routeWarnings = warnings.filter(
      (text) => !text.startsWith('Search is unavailable') && /ChunkLoadError|Loading (CSS )?chunk/i.test(text),
    );
    expect(routeWarnings, warnings.join('\n')).not.toEqual([]);
    await expect(page).toHaveURL(/\/docs\/getting-started$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
  });
});

test.describe('errors', () => {
  test.use({viewport: DESKTOP});

  test('a render crash shows "This page crashed." with the error, and "Try again" restores the page', async ({
    page,
  }) => {
    // Make one call that the table of contents makes while it renders fail, on demand.
    await page.addInitScript(() => {
      const original = Document.prototype.querySelectorAll;
      Document.prototype.querySelectorAll = function (this: Document, selectors: string) {
        if ((window as unknown as {crash?: boolean}).crash && selectors.includes('.anchor')) {
          throw new Error('Simulated crash while rendering');
        }
        return original.call(this, selectors);
      } as typeof original;
    });
    await page.addInitScript(() => ((window as unknown as {crash: boolean}).crash = true));
    await page.goto('/docs/getting-started/usage');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Simulated crash while rendering')).toBeVisible();
    await page.evaluate(() => ((window as unknown as {crash: boolean}).crash = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Usage'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  });

  // Docusaurus's own banner: an inline script on the home page shows it at DOMContentLoaded when the
  // app has not started, and the site's stylesheet hides it, so it shows when neither could load.
  const BANNER = 'Your Docusaurus site did not load properly.';

  test('the home page shows the wrong-base-URL banner when the site code cannot load, with the base URL it is really served under', async ({
    page,
    request,
  }) => {
    // What a wrong baseUrl looks like to the browser: the site built for "/" but deployed under
    // /jtokkit/, whose pages ask for /assets/…, which is not there.
    const home = await (await request.get('/')).text();
    await page.route('**/jtokkit/', (route) => route.fulfill({status: 200, contentType: 'text/html', body: home}));
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/jtokkit/');
    await expect(page.getByText(BANNER)).toBeVisible();
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/jtokkit/');
  });

  test('the banner is only for the home page', async ({page}) => {
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/docs/getting-started/usage');
    await expect(page.getByRole('heading', {level: 1, name: 'Usage'})).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });

  test('the banner is absent when the site loads', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: 'JTokkit'})).toBeVisible();
    await expect(page.locator('html[data-has-hydrated=true]')).toHaveCount(1);
    await expect(page.getByText(BANNER)).not.toBeVisible();
  });

  test('leaving the home page before its code has loaded shows no error', async ({page}) => {
    const routeChunks = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // The browser's own line for each request the test aborts below is not the page's error.
      const aborted = routeChunks.test(message.location().url) && message.text().includes('net::ERR_FAILED');
      if (message.type() === 'error' && !aborted) errors.push(`console: ${message.text()}`);
    });
    // A slow phone: the page is on screen and main.js runs, but the route's own chunks are still
    // coming. Leaving cancels them; Firefox then fails the pending loads in the page being left,
    // before the next page arrives. Chromium just stops them: the aborts below do what Firefox does.
    const pendingChunks: Route[] = [];
    await page.route(routeChunks, (route) => void pendingChunks.push(route));
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    await expect.poll(() => pendingChunks.length).toBeGreaterThan(0);
    let nextPage: Route | undefined;
    await page.route('**/docs/getting-started', (route) => void (nextPage = route));
    await page.getByRole('link', {name: 'Get Started'}).click({noWaitAfter: true});
    await expect.poll(() => nextPage).toBeDefined();
    await Promise.all(pendingChunks.map((route) => route.abort()));
    await page.waitForTimeout(500); // the page being left reports what it reports
    await page.unroute(routeChunks);
    await nextPage!.continue();
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});
