import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// The types @docusaurus/types describes configureWebpack with (Rspack's compiler has the same hooks).
import type {Compiler} from 'webpack';

/** The client manifest as react-loadable-ssr-addon-v5-slorber writes it (only the part we touch). */
interface ClientManifest {
  entrypoints: string[];
  /** Lookup key -> ids of the chunks that key needs. */
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

/**
 * Makes the server-rendered HTML of every route name the route's own chunks (DocItem, the page's
 * content and metadata, the sidebar), so the browser fetches them with main.js instead of one
 * round trip after it.
 *
 * Why they were missing: while a page renders, Docusaurus reports each react-loadable module of
 * the route by its import request ("@theme/DocItem", "@site/docs/getting-started/usage.md", as
 * ComponentCreator takes them from the registry), and looks those up in the client manifest
 * (ssgTemplate.js, getBundles). react-loadable-ssr-addon-v5-slorber writes that manifest keyed
 * by import request only under webpack 4; under webpack 5 (and Rspack, which it takes for
 * webpack 5) it keys each chunk by its chunk name, the registry's short hash ("17896441"), so no
 * route module was ever found and only the entry point (runtime~main, main) was named.
 *
 * The fix: once the client bundle is written, add each import request as a key, with the chunks
 * of the chunk group that import() loads (the chunk itself and the vendor chunks split out of it),
 * as the addon's webpack 4 code did. The manifest keeps its chunk-name keys; getBundles then finds
 * the route's chunks, and the HTML lists each of them for the loader (plugins/app-after-first-paint.ts).
 */
export default function ssrRouteChunks(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: 'ssr-route-chunks',
    configureWebpack(config, isServer) {
      // Only the client build of `docusaurus build` writes the manifest (the dev server has none).
      const writesManifest = (config.plugins ?? []).some(
        (plugin) => (plugin as {options?: {filename?: unknown}} | null)?.options?.filename === manifestPath,
      );
      if (isServer || !writesManifest) return {};
      return {plugins: [{apply: (compiler: Compiler) => keyManifestByRequest(compiler, manifestPath)}]};
    },
  };
}

function keyManifestByRequest(compiler: Compiler, manifestPath: string) {
  // The addon writes the manifest in `emit`; afterEmit runs once every emit hook is done.
  compiler.hooks.afterEmit.tap('ssr-route-chunks', (compilation) => {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ClientManifest;
    let added = 0;
    for (const group of compilation.chunkGroups) {
      if (group.isInitial()) continue; // the entry point, which the manifest has under its name
      const ids = group.chunks.map((chunk) => chunk.id).filter((id) => id !== null && id !== undefined);
      for (const {request} of group.origins) {
        if (!request) continue;
        manifest.origins[request] = [...new Set([...(manifest.origins[request] ?? []), ...ids])];
        added++;
      }
    }
    // Without a single request the HTML would again name no route chunk: fail instead of shipping that.
    if (added === 0)
      throw new Error(`ssr-route-chunks: no import() chunk group found for ${manifestPath}; update the plugin`);
    fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  });
}
