#!/usr/bin/env node
// @ts-check
// Serves build/ the way a static host (GitHub Pages) does (scripts/static-host.mjs): PATH, then
// PATH.html, then PATH/index.html, else 404.html with status 404. No redirects, unlike `docusaurus serve`.
// --gzip compresses text responses like a CDN does (used by the benchmark).
// --cache=github-pages answers as GitHub Pages does: Cache-Control: max-age=600 and the validators
// ETag and Last-Modified, and 304 Not Modified to a request that sends them back; --max-age=N sets
// another max-age (0: every copy in a browser's cache is stale, as after ten minutes on GitHub Pages).
// Without it, every response says no-cache and has no validators (what the browser tests expect).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {resolveFile} from './static-host.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.SITE_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const gzip = process.argv.includes('--gzip') || process.env.GZIP === '1';
/** @param {string} name */
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const githubPages = option('cache') === 'github-pages';
const maxAge = Number(option('max-age') ?? 600);
if (option('cache') !== undefined && !githubPages) throw new Error('--cache=github-pages is the one cache option');
if (!Number.isInteger(maxAge) || maxAge < 0) throw new Error('--max-age is a whole number of seconds');

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|javascript|manifest)|image\/svg)/;

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD'}).end();
    return;
  }
  const found = resolveFile(root, req.url ?? '/');
  const file = found ?? path.join(root, '404.html');
  const status = found ? 200 : 404;
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  /** @type {Record<string, string>} */
  const headers = {'Content-Type': type, 'Cache-Control': 'no-cache'};
  if (githubPages) {
    const {size, mtime} = fs.statSync(file);
    headers['Cache-Control'] = `max-age=${maxAge}`;
    headers.ETag = `"${mtime.getTime().toString(16)}-${size.toString(16)}"`;
    headers['Last-Modified'] = mtime.toUTCString();
    const since = Date.parse(req.headers['if-modified-since'] ?? '');
    const matches =
      req.headers['if-none-match'] !== undefined
        ? req.headers['if-none-match'].split(/\s*,\s*/).includes(headers.ETag)
        : Math.floor(mtime.getTime() / 1000) <= Math.floor(since / 1000);
    if (status === 200 && matches) {
      res.writeHead(304, headers).end();
      return;
    }
  }
  const useGzip = gzip && compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (useGzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file);
  stream.on('error', () => res.destroy());
  (useGzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
});

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No site in ${root}: run "npm run build" first.`);
  process.exit(1);
}
server.listen(port, '127.0.0.1', () => {
  const caching = githubPages ? `, cached as GitHub Pages does, max-age=${maxAge}` : '';
  console.log(`Serving ${root} at http://localhost:${port}${gzip ? ' (gzip)' : ''}${caching}`);
});
