// The site's pages, shared by the browser tests and the benchmark.
export const DOC_ROUTES = [
  '/docs/getting-started',
  '/docs/getting-started/usage',
  '/docs/getting-started/models',
  '/docs/getting-started/extending',
  '/docs/getting-started/troubleshooting',
  '/docs/getting-started/recipes/chatml',
] as const;

export const PAGE_ROUTES = ['/', ...DOC_ROUTES, '/playground'] as const;
