/**
 * A script in the head of the playground's page, written there after the build: it starts the
 * download of the vocabulary that the first count needs (a `<link rel=preload>`) before any of the
 * page's own scripts, so that the download runs alongside them instead of after the tokenizer's
 * worker has started. The worker takes the file from the browser's cache
 * (src/components/Playground/worker/tokenizer.worker.ts fetches it with `force-cache`). Written by
 * the build rather than by the page's React code, so that the page's JavaScript carries none of it.
 *
 * The script reads the address as the page will (firstEncoding in the playground's state: a
 * link's model, else its encoding, else the default; nothing for a comparison). It runs before that
 * code has loaded, so it is its own small copy: tests/unit/vocabularyPreload.test.ts runs it on
 * addresses of every kind and checks that it picks what firstEncoding picks.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {ENCODING_NAMES, VOCABULARY_OF, type EncodingName, type VocabularyName} from '../../src/lib/counting/jtokkit';
import {MODELS} from '../../src/lib/counting/models';
import {LINK_KEYS} from '../../src/components/Playground/text/shareLink';
import {DEFAULT_ENCODING} from '../../src/components/Playground/state/defaultEncoding';

type PreloadData = {
  /** The parameters of a link's state (shareLink.ts), to tell a state in the fragment from one in the query. */
  keys: readonly string[];
  /** Each model's encoding (models.ts). */
  models: Record<string, EncodingName>;
  /** Each encoding's vocabulary file. */
  files: Record<EncodingName, string>;
  encoding: EncodingName;
};

// The source of the inline script, not compiled: the same text on the server and in the browser.
const SCRIPT = `(function (address, data) {
  var own = function (map, key) { return key !== null && Object.prototype.hasOwnProperty.call(map, key); };
  var stateIn = function (part) {
    var params = new URLSearchParams(part);
    return data.keys.some(function (key) { return params.has(key); }) ? params : null;
  };
  var params = stateIn(address.hash.replace(/^#/, '')) || stateIn(address.search) || new URLSearchParams();
  if (params.get('view') === 'compare') return null;
  var model = params.get('model');
  var encoding = params.get('encoding');
  var chosen = own(data.models, model) ? data.models[model] : own(data.files, encoding) ? encoding : data.encoding;
  // Once is enough, should the page ever run it again.
  if (document.querySelector('link[rel=preload][data-encoding]')) return chosen;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = data.files[chosen];
  link.setAttribute('data-encoding', chosen);
  document.head.appendChild(link);
  return chosen;
})(location, DATA)`;

/** What the script needs to know; `files`: each vocabulary's address. */
export function preloadData(files: Record<VocabularyName, string>): PreloadData {
  return {
    keys: LINK_KEYS,
    models: Object.fromEntries(MODELS.map((model) => [model.name, model.encoding])),
    files: Object.fromEntries(ENCODING_NAMES.map((name) => [name, files[VOCABULARY_OF[name]]])) as Record<
      EncodingName,
      string
    >,
    encoding: DEFAULT_ENCODING,
  };
}

/** The inline script's text. Its value is the encoding it started the download of, or null. */
export function vocabularyPreloadScript(data: PreloadData): string {
  // Safe inside <script>: JSON.stringify escapes no "<", so "</script>" in a name would end it early.
  return SCRIPT.replace('DATA', JSON.stringify(data).replace(/</g, '\\u003c'));
}

/** The playground's page, and the vocabulary files as the build wrote them (plugins/performance/vocabulary.cjs). */
const PAGE = 'playground.html';
const VOCABULARY_DIR = 'assets/vocab';

/** Writes the script first in the playground page's head, after its character set. */
export async function writeVocabularyPreload(outDir: string, baseUrl: string): Promise<void> {
  const names = await fs.readdir(path.join(outDir, VOCABULARY_DIR));
  const vocabularies: VocabularyName[] = ['r50k_base', 'p50k_base', 'cl100k_base', 'o200k_base'];
  const files = Object.fromEntries(
    vocabularies.map((name) => {
      const found = names.filter((file) => file.startsWith(`vocab-${name}.`) && file.endsWith('.bin'));
      if (found.length !== 1) throw new Error(`static-pages: ${found.length} files of ${name} in ${VOCABULARY_DIR}`);
      return [name, `${baseUrl}${VOCABULARY_DIR}/${found[0]}`];
    }),
  ) as Record<VocabularyName, string>;
  const page = path.join(outDir, PAGE);
  const html = await fs.readFile(page, 'utf8');
  // Right after the character set, which must come in the first 1024 bytes (the minified page has no <head> tag).
  const charset = /<meta charset=[^>]*>/i.exec(html);
  if (!charset) throw new Error(`static-pages: no <meta charset> in ${PAGE}`);
  const at = charset.index + charset[0].length;
  const script = `<script>${vocabularyPreloadScript(preloadData(files))}</script>`;
  await fs.writeFile(page, html.slice(0, at) + script + html.slice(at));
}
