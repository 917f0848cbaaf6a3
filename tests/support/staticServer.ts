// Starts scripts/static-server.mjs (build/ served as a static host serves it) on a free port,
// for the benchmarks. The browser tests let Playwright's webServer start the same script.
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface StaticServer {
  readonly origin: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
    server.on('error', reject);
  });
}

/**
 * Serves `siteDir` (default build/) with gzip, like a CDN, and resolves once it listens. `caching`:
 * GitHub Pages' headers (scripts/static-server.mjs --cache=github-pages), with its max-age or another.
 */
export async function startStaticServer(
  siteDir = path.join(root, 'build'),
  caching?: {maxAge: number},
): Promise<StaticServer> {
  const port = await freePort();
  const options = caching ? ['--cache=github-pages', `--max-age=${caching.maxAge}`] : [];
  const child = spawn(process.execPath, [path.join(root, 'scripts/static-server.mjs'), '--gzip', ...options], {
    env: {...process.env, PORT: String(port), SITE_DIR: siteDir},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    child.once('exit', (code) => reject(new Error(`static server for ${siteDir} exited with ${code}`)));
  });
  return {origin: `http://localhost:${port}`, stop: () => child.kill()};
}
