/**
 * The script the playground page's HTML runs in its head, before any of the page's own scripts: it
 * starts the download of the vocabulary that the first count needs (a `<link rel=preload>`), so that
 * the download runs alongside the page's scripts instead of after the worker has started. The worker
 * takes it from the browser's cache (tokenizer.worker.ts fetches with `force-cache`).
 *
 * The script reads the address as the page will (state/playgroundState.ts firstEncoding: a link's
 * model, else its encoding, else the default; nothing for a comparison). It runs before that code
 * has loaded, so it is its own small copy: tests/unit/vocabularyPreload.test.ts runs it on addresses
 * of every kind and checks that it picks what firstEncoding picks.
 */
import {ENCODING_NAMES, VOCABULARY_OF, type EncodingName, type VocabularyName} from '@site/src/lib/jtokkit';
import {MODELS} from '@site/src/lib/models';
import {LINK_KEYS} from '@site/src/lib/shareLink';
import {DEFAULT_ENCODING} from '../state/playgroundState';

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
  // The page renders the script again once it runs (as the page's own code, not the HTML's): once is enough.
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

/** What the script needs to know; `files`: each vocabulary's address (vocabularies.ts). */
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
