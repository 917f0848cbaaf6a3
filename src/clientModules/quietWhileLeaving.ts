import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * A visitor who leaves a page while its code is still loading cancels those requests. Firefox then
 * fails the pending chunk loads, and Docusaurus's start-up, which preloads the route's chunks before
 * it hydrates and does not catch, reports the ChunkLoadError as an uncaught error of a page that is
 * already going away (seen in 2 of 16 departures mid-load). Only then, and only that error, is
 * kept out of the console: a chunk that fails while the visitor stays is reported as before.
 */
if (ExecutionEnvironment.canUseDOM) {
  let leaving = false;
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false)); // back from the back/forward cache
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason = event.reason as {name?: unknown} | null;
    if (leaving && reason?.name === 'ChunkLoadError') event.preventDefault();
  });
}
