import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * How every server-rendered page starts its JavaScript: `ssrTemplate` (the config's) is
 * Docusaurus's own template (@docusaurus/core/lib/ssg/ssgTemplate.html.js) except for the scripts,
 * and the plugin adds the loader at the end of <body>.
 *
 * Docusaurus puts `<script defer>` tags for the app in <head>: the browser fetches them while the
 * HTML and the stylesheet are still coming in, and may run them, and start hydrating, before its
 * first paint. Here <head> only lists the scripts (runtime, main and every chunk of the route, as
 * ssr-route-chunks makes Docusaurus collect them) in an inert JSON element, and a small inline
 * script at the end of <body> adds them all at once when the first paint has been reported. On a
 * slow connection the HTML and the stylesheet get the bandwidth until the text is on screen; the
 * route's chunks then load together with main.js, not one round trip after it as before.
 *
 * Because the app now starts after DOMContentLoaded, Docusaurus's wrong-base-URL banner (which
 * checks for `window.docusaurus` at DOMContentLoaded) would always show; it is turned off in the
 * config and the loader shows its own banner on the home page when the app's scripts fail to load
 * or load without starting the app (a wrong baseUrl serves HTML or 404s in their place). The home
 * page is the one whose canonical URL is the base URL: under a wrong baseUrl the address differs.
 */

/**
 * Runs at the end of <body>. ES5, like Docusaurus's own inline scripts: it must run in any browser.
 * - The scripts are added with async = false, so they run in document order as deferred ones do.
 * - src is the path as listed ("/assets/js/…"): webpack's chunk loader looks for a <script> with
 *   exactly its own src before adding one, and then waits for ours instead of fetching it again.
 * - The scripts are added when the browser reports the first contentful paint, which it does once
 *   the frame is on screen. A frame's requestAnimationFrame and a timeout after it run earlier, while
 *   the frame is still being drawn: scripts requested then count towards Lighthouse's LCP (up to
 *   0.6 s more on a docs page). Browsers without paint timing get that frame-based start.
 * - A hidden tab paints nothing (its animation frames wait until it is shown), so there the app
 *   starts at once.
 * - Clicks on buttons and tabs made before the app listens are given again once it has hydrated.
 * - The dev server's page has no list (its own template starts the app): then it does nothing.
 * - Injected with injectHtmlTags, not written in the template: the config, template included, is
 *   bundled into main.js, and this would add 1 KB gzipped to it.
 */
const loader = (baseUrl: string) => `(function () {
  var list = document.getElementById('app-scripts');
  if (!list) return;
  var scripts = JSON.parse(list.textContent);
  var failed = false;
  function isHomePage() {
    var canonical = document.querySelector('link[rel=canonical]');
    if (!canonical) return false;
    var url = document.createElement('a');
    url.href = canonical.href;
    return url.pathname === ${JSON.stringify(baseUrl)};
  }
  function showBaseUrlBanner() {
    if (failed || !isHomePage()) return;
    failed = true;
    var suggestion = location.pathname.slice(-1) === '/' ? location.pathname : location.pathname + '/';
    var banner = document.createElement('div');
    banner.id = 'base-url-issue-banner';
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'border: 4px solid #b00020; background: #fff3cd; color: #1c1e21; margin: 20px; padding: 20px; font-size: 18px;';
    banner.innerHTML = '<p style="font-weight: bold; font-size: 24px">This site\\'s code did not load.</p>' +
      '<p>The page can be read, but search, the playground and the colour mode switch need the code. ' +
      'A common cause is a wrong <code>baseUrl</code> in docusaurus.config.ts: it is <code>${baseUrl}</code>; ' +
      'this address suggests <code></code>.</p>';
    banner.getElementsByTagName('code')[2].textContent = suggestion;
    document.body.insertBefore(banner, document.body.firstChild);
  }
  // Until React listens (window.docusaurusRoot: hydrateRoot attaches its listeners at once and then
  // hydrates first whatever is clicked), a click on a tab, the menu toggle or a copy button would do
  // nothing. Such clicks are kept and given again once the page has hydrated. Links and <summary>
  // act without the app, so they are left alone.
  var early = [];
  function keepEarlyClick(event) {
    if (window.docusaurusRoot || !event.target.closest) return;
    var target = event.target.closest('button, [role=tab], [role=button]');
    if (target && !target.closest('a[href], summary')) early.push(target);
  }
  document.addEventListener('click', keepEarlyClick, true);
  var html = document.documentElement;
  var hydrated = new MutationObserver(function () {
    if (html.getAttribute('data-has-hydrated') !== 'true') return;
    hydrated.disconnect();
    document.removeEventListener('click', keepEarlyClick, true);
    for (var i = 0; i < early.length; i++) if (early[i].isConnected) early[i].click();
  });
  hydrated.observe(html, {attributes: true, attributeFilter: ['data-has-hydrated']});
  function startApp() {
    for (var i = 0; i < scripts.length; i++) {
      var script = document.createElement('script');
      script.src = scripts[i];
      script.async = false;
      script.onerror = showBaseUrlBanner;
      if (i === scripts.length - 1) {
        script.onload = function () {
          if (typeof window.docusaurus === 'undefined') showBaseUrlBanner();
        };
      }
      document.body.appendChild(script);
    }
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    startApp();
  }
  var paintTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) startOnce();
  else if (paintTypes && paintTypes.indexOf('paint') >= 0) {
    var painted = new PerformanceObserver(function (entries) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      painted.disconnect();
      startOnce();
    });
    painted.observe({type: 'paint', buffered: true});
    // A tab hidden before its first paint reports none: the app starts a second after load.
    window.addEventListener('load', function () { setTimeout(startOnce, 1000); });
  } else requestAnimationFrame(function () { setTimeout(startOnce, 0); });
})();`;

/** Goes in the config; the loader comes from the plugin below, so it is not in the config that main.js carries. */
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script type="application/json" id="app-scripts"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

export default function appAfterFirstPaint(context: LoadContext): Plugin {
  return {
    name: 'app-after-first-paint',
    injectHtmlTags: () => ({
      postBodyTags: [{tagName: 'script', innerHTML: loader(context.siteConfig.baseUrl)}],
    }),
  };
}
