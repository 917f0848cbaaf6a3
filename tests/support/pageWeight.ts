import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Page} from '@playwright/test';
import {recordHydration, scriptsFetchedBeforeHydration} from './hydration';

/** afterHydration: requested once the page had hydrated (search, workers), not needed to show it. */
export type LoadedFile = {path: string; gzipBytes: number; afterHydration: boolean};

/**
 * JavaScript the page runs, JavaScript its workers run (the search index is built in one), and
 * JavaScript it only prefetches for the links it shows.
 */
export type PageJavascript = {scripts: LoadedFile[]; workers: LoadedFile[]; prefetched: LoadedFile[]};

// The site the tests serve: build/, or SITE_DIR as for scripts/static-server.mjs.
const buildDir = path.resolve(__dirname, '../..', process.env.SITE_DIR ?? 'build');

/** Gzipped size (level 6, what static hosts and CDNs send) of a file in the served site. */
export function gzipBytesOf(urlPath: string, siteDir = buildDir): number {
  const file = path.join(siteDir, decodeURIComponent(urlPath));
  return zlib.gzipSync(fs.readFileSync(file), {level: 6}).length;
}

/**
 * Opens a route and lists the JavaScript files it fetches until the network is idle, with
 * their gzipped sizes taken from the site's folder (bytes, so the figure is the same on any machine).
 */
export async function javascriptLoadedBy(
  page: Page,
  route: string,
  siteDir = buildDir,
  /** What to wait for after the network is idle, before the lists are made (the search worker's start). */
  until?: (page: Page) => Promise<void>,
  /**
   * 'load' where only the scripts up to hydration count: they have all been requested by then, and the
   * idle-time prefetches that 'networkidle' waits for take seconds.
   */
  waitUntil: 'load' | 'networkidle' = 'networkidle',
): Promise<PageJavascript> {
  const result: PageJavascript = {scripts: [], workers: [], prefetched: []};
  await recordHydration(page);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    const list = request.resourceType() === 'script' ? result.scripts : result.prefetched;
    if (list.some((file) => file.path === url.pathname)) return;
    list.push({path: url.pathname, gzipBytes: gzipBytesOf(url.pathname, siteDir), afterHydration: true});
  });
  await page.goto(route, {waitUntil});
  await until?.(page);
  const beforeHydration = new Set((await scriptsFetchedBeforeHydration(page)).map((file) => file.path));
  for (const file of result.scripts) file.afterHydration = !beforeHydration.has(file.path);
  // A worker's script is requested like a page's script, the chunks it imports like prefetches.
  const inWorkers = new Set<string>();
  for (const worker of page.workers()) {
    inWorkers.add(new URL(worker.url()).pathname);
    const imported = await worker.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    for (const url of imported) inWorkers.add(new URL(url).pathname);
  }
  result.workers = [...result.scripts, ...result.prefetched].filter((file) => inWorkers.has(file.path));
  result.scripts = result.scripts.filter((file) => !inWorkers.has(file.path));
  result.prefetched = result.prefetched.filter((file) => !inWorkers.has(file.path));
  return result;
}

export const totalKB = (files: LoadedFile[]): number =>
  Math.round((files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024) * 10) / 10;
