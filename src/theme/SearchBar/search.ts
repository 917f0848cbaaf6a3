import lunr from 'lunr';
import {escapeHtml, unescapeHtml, type SearchDocEntry} from '../../lib/site/searchIndexFormat';

export interface SearchResult {
  /** The lunr ref; unique within one index. */
  id: string;
  url: string;
  pageTitle: string;
  /** Null when the result is a whole page. */
  sectionTitle: string | null;
  excerpt: Excerpt | null;
}

/** A short piece of the text, split around the matched part so it can be highlighted as React text. */
export interface Excerpt {
  before: string;
  match: string;
  after: string;
}

export const MAX_RESULTS = 8;
const EXCERPT_LENGTH = 140;
const EXCERPT_LEAD = 40;
// A 300-character query must stay fast: every word's clauses are matched against every term of the index.
const MAX_WORDS = 10;
const MAX_WORD_LENGTH = 64;

// The index tokenizes on whitespace and hyphens (lunr's default separator); queries must agree.
const SEPARATOR = /[\s-]+/;
// lunr's trimmer, applied by the index builder to every token but not by the search pipeline.
const trim = (s: string) => s.replace(/^\W+/, '').replace(/\W+$/, '');

interface Word {
  /** As typed, lower-cased: what to highlight. */
  text: string;
  /** HTML-escaped like the plugin escapes content, then trimmed as the index builder does it. */
  raw: string;
  /** raw after the search pipeline (the stemmer), as stored in the index. */
  stem: string;
  /**
   * raw stemmed as the end of a longer token: the builder stems `getEncoding(EncodingType.CL100K_BASE);`
   * as one word, to `…cl100k_bas`, while `cl100k_base` alone stems to itself.
   */
  tailStem: string;
  /** For `ModelType.GPT_4O` or `enc.countTokens(text)`: the identifiers inside it. */
  parts: string[];
  /** Each part after the search pipeline: the index holds `newDefaultEncodingRegistry` as `newdefaultencodingregistri`. */
  partStems: string[];
}

// Any prefix with several vowel-consonant pairs makes the stemmer treat the word as the end of a long token.
const TAIL_PREFIX = 'abababab.';

// The search pipeline that Index.load restored from the file (the stemmer); @types/lunr leaves it out.
type LoadedIndex = lunr.Index & {pipeline: lunr.Pipeline};

function parseWords(index: LoadedIndex, query: string): Word[] {
  const words: Word[] = [];
  for (const piece of query.toLowerCase().split(SEPARATOR)) {
    // `*` is lunr's wildcard even in the query API; the user means the character, which the index cannot hold reliably.
    const text = piece.replace(/\*/g, '').slice(0, MAX_WORD_LENGTH);
    // Trimmed before it is escaped too: `"encodeOrdinary"` is the word, not `quot;encodeordinary&quot`.
    const raw = trim(escapeHtml(trim(text)));
    if (!raw || words.some((w) => w.raw === raw)) continue;
    const stem = index.pipeline.runString(raw)[0] ?? raw;
    const tailStem = (index.pipeline.runString(TAIL_PREFIX + raw)[0] ?? '').slice(TAIL_PREFIX.length) || stem;
    // Shorter parts (`lt`, `x`) would match inside almost any identifier.
    const parts = text.split(/[^\p{L}\p{N}_]+/u).filter((p) => p.length >= 3);
    const identifiers = parts.length > 1 ? parts : [];
    const partStems = identifiers.map((part) => index.pipeline.runString(part)[0] ?? part);
    words.push({text: trim(text) || text, raw, stem, tailStem, parts: identifiers, partStems});
    if (words.length === MAX_WORDS) break;
  }
  // The index leaves out stop words ("and", "is", "in"), so a result can only match one inside a
  // longer word ("android"): in a query with other words they would rank the wrong sections first.
  // Alone, a stop word may be the start of a word still being typed.
  const meaningful = words.filter((w) => isNotStopWord(w.raw));
  return meaningful.length ? meaningful : words;
}

// @types/lunr declares the filter's argument as a lunr.Token; lunr calls toString() on it, so a string works.
const isNotStopWord = (raw: string) =>
  (lunr.stopWordFilter as unknown as (token: string) => string | undefined)(raw) !== undefined;

/** One clause of the query: lunr's options for `query.term`. */
type Clause = {term: string; boost: number; wildcard: number; usePipeline: boolean};

function clausesOf(word: Word): Clause[] {
  const {NONE, TRAILING, LEADING} = lunr.Query.wildcard;
  const clauses: Clause[] = [
    // The word as a whole token: plain words ("truncate", "tokens") and identifiers written alone.
    {term: word.raw, boost: 10, wildcard: NONE, usePipeline: true},
    // A word being typed: "countTo" finds "countTokens".
    {term: word.raw, boost: 3, wildcard: TRAILING, usePipeline: false},
  ];
  // Identifiers inside code, which the index keeps as one token: `enc.countTokens("hello`.
  // The stem is a prefix of the raw word in nearly all cases and also matches stemmed tokens.
  if (word.stem.length >= 3) {
    clauses.push({term: word.stem, boost: 1, wildcard: LEADING | TRAILING, usePipeline: false});
  }
  if (word.tailStem.length >= 3 && word.tailStem !== word.stem) {
    clauses.push({term: word.tailStem, boost: 1, wildcard: LEADING, usePipeline: false});
  }
  word.parts.forEach((part, i) => {
    clauses.push({term: part, boost: 1, wildcard: LEADING | TRAILING, usePipeline: false});
    const stem = word.partStems[i]!;
    if (stem !== part && stem.length >= 3)
      clauses.push({term: stem, boost: 1, wildcard: LEADING | TRAILING, usePipeline: false});
  });
  return clauses;
}

/**
 * Which index terms the clause matches, as lunr matches them: its term (after the search pipeline
 * if it uses it) whole, as a prefix, a suffix, or anywhere. The clause's term holds no `*` (parseWords
 * takes it out), and lunr matches a `*` in an index term only by a wildcard, so this is plain string matching.
 */
function clauseMatcher(index: LoadedIndex, clause: Clause): (term: string) => boolean {
  const {LEADING, TRAILING} = lunr.Query.wildcard;
  const wanted = clause.usePipeline ? index.pipeline.runString(clause.term) : [clause.term];
  const leading = (clause.wildcard & LEADING) !== 0;
  const trailing = (clause.wildcard & TRAILING) !== 0;
  return (term) =>
    wanted.some((w) =>
      leading && trailing ? term.includes(w) : leading ? term.endsWith(w) : trailing ? term.startsWith(w) : term === w,
    );
}

/** Whether the index term is the word itself or starts with it, rather than holding it inside. */
const termIsWord = (term: string, word: Word) => term === word.stem || term.startsWith(word.raw);

/** Whether the index term `term` is one that the word can have matched. */
function termMatchesWord(term: string, word: Word): boolean {
  if (termIsWord(term, word)) return true;
  if (word.tailStem.length >= 3 && term.endsWith(word.tailStem)) return true;
  return word.stem.length >= 3 && term.includes(word.stem);
}

type MatchData = Record<string, Record<string, {position?: number[][]}>>;

/** The words of a title, lower-cased: `encodeOrdinary(String, int)` gives encodeordinary, string, int. */
const titleWords = (title: string) =>
  cleanTitle(title)
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);

/** Whether a word of the title is the word typed, or (unless `exact`) has its stem. */
const titleHas = (index: LoadedIndex, title: string, w: Word, exact = false) =>
  titleWords(title).some((t) => t === w.raw || (!exact && (index.pipeline.runString(t)[0] ?? t) === w.stem));

/**
 * How well a result's titles answer the query, best first:
 * 0. its title is what was typed: every word of its name (a page's title, a section's heading) is a
 *    word typed, and every word typed is in that name or in its page's title (`Android`, `Encodings`);
 * 1. the same for a heading with a parameter list, which the name leaves out (`EncodingType getName`
 *    is EncodingType's `getName()`), after a type's own page (`IntArrayList` before `IntArrayList()`);
 * 2, 3. the same with words that only share their stem (`encode` is not `Encoding`, `getEncoder`
 *    is not `getEncoding`, yet `image` is `Images`);
 * 4. a page whose title has every word typed ("image": Counting image inputs);
 * 5. anything else (a section whose heading has the words comes before text, further down).
 */
function titleRank(index: LoadedIndex, doc: SearchDocEntry, words: Word[]): number {
  const own = doc.type === 1 ? (doc.title.split('(')[0] ?? '') : doc.title;
  const page = doc.type === 1 ? (doc.pageTitle ?? '') : '';
  const ownWords = titleWords(own);
  const isTheQuery = (exact: boolean) =>
    ownWords.length > 0 &&
    ownWords.every((t) => words.some((w) => titleHas(index, t, w, exact))) &&
    words.every((w) => titleHas(index, own, w, exact) || titleHas(index, page, w, exact));
  const withParameters = own !== doc.title ? 1 : 0;
  if (isTheQuery(true)) return withParameters;
  if (isTheQuery(false)) return 2 + withParameters;
  if (doc.type === 0 && words.every((w) => titleHas(index, doc.title, w))) return 4;
  return 5;
}

function wordIsMatched(terms: string[], word: Word): boolean {
  if (terms.some((t) => termMatchesWord(t, word))) return true;
  return (
    word.parts.length > 0 &&
    word.parts.every((p, i) => terms.some((t) => t.includes(p) || t.includes(word.partStems[i]!)))
  );
}

// The plugin leaves a zero-width space from the heading's anchor link in titles.
const cleanTitle = (s: string) =>
  s
    .replace(/\u200b/g, '')
    .replace(/#$/, '')
    .trim();

/**
 * The excerpt around [start, start + length) of the escaped content, cut at spaces,
 * then unescaped. The matched token may be a long piece of code; highlight only the
 * part the user typed when it is inside it.
 */
export function makeExcerpt(content: string, start: number, length: number, words: string[]): Excerpt {
  let from = Math.max(0, start - EXCERPT_LEAD);
  if (from > 0) {
    const space = content.indexOf(' ', from);
    from = space !== -1 && space < start ? space + 1 : from;
  }
  let to = Math.min(content.length, from + EXCERPT_LENGTH);
  if (to < content.length) {
    const space = content.lastIndexOf(' ', to);
    to = space > start + length ? space : Math.max(to, start + length);
  }
  // Cutting inside an entity such as `&quot;` would leave a stray `&quo`.
  const clean = (s: string) => unescapeHtml(s.replace(/^[a-z]*;/, '').replace(/&[a-z]*$/, ''));
  let before = clean(content.slice(from, start));
  let match = unescapeHtml(content.slice(start, start + length));
  let after = clean(content.slice(start + length, to));
  const lower = match.toLowerCase();
  const typed = words.map((w) => ({w, at: lower.indexOf(w)})).find(({at}) => at !== -1);
  if (typed) {
    before += match.slice(0, typed.at);
    after = match.slice(typed.at + typed.w.length) + after;
    match = match.slice(typed.at, typed.at + typed.w.length);
  }
  return {
    before: (from > 0 ? '…' : '') + before.replace(/^\s+/, ''),
    match,
    after: after.replace(/\s+$/, '') + (to < content.length ? '…' : ''),
  };
}

function leadExcerpt(content: string): Excerpt | null {
  const text = content.trim();
  if (!text) return null;
  return makeExcerpt(text, 0, 0, []);
}

export type Searcher = (query: string) => SearchResult[];

// @types/lunr declares fromArray on instances; lunr has it on the class.
const tokenSetOf = (terms: string[]) =>
  (lunr.TokenSet as unknown as {fromArray(sorted: string[]): lunr.TokenSet}).fromArray(terms);

/**
 * The index with its token set narrowed to the terms the clauses match. A clause with a leading
 * wildcard (`*tokens*`) otherwise walks every term of the index for each word typed. lunr then finds the same terms among these, in the same order, and scores them
 * alike (tests/build/search-queries.test.ts holds both ways equal).
 */
function narrowTo(index: LoadedIndex, terms: string[], clauses: Clause[]): LoadedIndex {
  const matchers = clauses.map((clause) => clauseMatcher(index, clause));
  const matched = terms.filter((term) => matchers.some((matches) => matches(term)));
  return Object.assign(Object.create(index) as LoadedIndex, {tokenSet: tokenSetOf(matched)});
}

/** The search-doc file's documents; throws unless it is a list of them, each with a title and an address. */
function checkedDocs(searchDocs: unknown): SearchDocEntry[] {
  if (!Array.isArray(searchDocs) || searchDocs.length === 0)
    throw new Error('The search-doc file has no list of documents.');
  for (const doc of searchDocs as unknown[]) {
    const {title, url} = (doc ?? {}) as Partial<SearchDocEntry>;
    if (typeof title !== 'string' || typeof url !== 'string')
      throw new Error('The search-doc file has a document without a title or an address.');
  }
  return searchDocs as SearchDocEntry[];
}

/**
 * Throws unless the lunr-index file is an index of these documents: one that loads but whose
 * documents are not in the search-doc file (the two from different builds, or damaged) would only
 * ever answer "No results".
 */
function checkIndex(serializedIndex: unknown, docCount: number): void {
  const {fieldVectors, invertedIndex} = (serializedIndex ?? {}) as {fieldVectors?: unknown; invertedIndex?: unknown};
  if (!Array.isArray(fieldVectors) || fieldVectors.length === 0 || !Array.isArray(invertedIndex))
    throw new Error('The lunr-index file is not a lunr index.');
  for (const vector of fieldVectors as unknown[]) {
    const ref = Array.isArray(vector) && typeof vector[0] === 'string' ? vector[0].split('/')[1] : undefined;
    const at = Number(ref);
    if (!Number.isInteger(at) || at < 0 || at >= docCount)
      throw new Error('The lunr-index file does not belong to the search-doc file.');
  }
}

/**
 * Loads the index files and returns the search function. Throws if the files are not what the plugin writes.
 * `narrow: false` searches the whole token set, as lunr alone does: for the test that holds both ways equal.
 */
export function createSearcher(searchDocs: unknown, serializedIndex: unknown, {narrow = true} = {}): Searcher {
  const docs = checkedDocs(searchDocs);
  checkIndex(serializedIndex, docs.length);
  const index = lunr.Index.load(serializedIndex as object) as LoadedIndex;
  // The index's terms in its own (sorted) order, the order a token set is built in.
  const terms = (serializedIndex as {invertedIndex: [string, unknown][]}).invertedIndex.map(([term]) => term);

  return (query: string) => {
    const words = parseWords(index, query);
    if (!words.length) return [];
    // Titles are ranked by the identifiers inside a qualified name: `ModelType.GPT_4O` is ModelType's GPT_4O.
    const titleTerms = words.flatMap((w) =>
      w.parts.length
        ? w.parts.map((part, i) => ({
            ...w,
            text: part,
            raw: part,
            stem: w.partStems[i]!,
            parts: [],
            partStems: [],
          }))
        : [w],
    );
    let found: lunr.Index.Result[];
    try {
      const clauses = words.flatMap(clausesOf);
      const searched = narrow ? narrowTo(index, terms, clauses) : index;
      found = searched.query((q) => clauses.forEach(({term, ...options}) => q.term(term, options)));
    } catch {
      // The query API does not parse syntax, so this is not expected; a search must never break the page.
      return [];
    }
    const ranked = found.map((result, order) => {
      const metadata = result.matchData.metadata as MatchData;
      const terms = Object.keys(metadata);
      const matchedAll = words.every((w) => wordIsMatched(terms, w));
      // "function" inside "xebia-functional" matches too, but a word found whole or as a prefix is what was meant.
      const matchedAllAsWords = words.every((w) => terms.some((t) => termIsWord(t, w)));
      const inTitle = terms.some((t) => metadata[t]?.title && words.some((w) => termMatchesWord(t, w)));
      const doc = docs[Number(result.ref)];
      // How many of the words its heading and its page's title have as words: Models and encodings ›
      // Models newer than … has more of "new model fallback encoding" than `newLazyEncodingRegistry()`,
      // which only starts with one of them.
      const pageTitle = doc?.type === 1 ? (doc.pageTitle ?? '') : '';
      const wordsInTitle = words.filter(
        (w) => terms.some((t) => metadata[t]?.title && termIsWord(t, w)) || titleHas(index, pageTitle, w),
      ).length;
      const titled = doc ? titleRank(index, doc, titleTerms) : 5;
      return {result, terms, metadata, matchedAll, matchedAllAsWords, inTitle, wordsInTitle, titled, order};
    });
    // A title that is what was typed, then a page titled with it; every word found before some words found;
    // then every word found as a word; more of the words as words in the title; a title match before a
    // text match; then lunr's score.
    ranked.sort(
      (a, b) =>
        a.titled - b.titled ||
        Number(b.matchedAll) - Number(a.matchedAll) ||
        Number(b.matchedAllAsWords) - Number(a.matchedAllAsWords) ||
        b.wordsInTitle - a.wordsInTitle ||
        Number(b.inTitle) - Number(a.inTitle) ||
        a.order - b.order,
    );
    const results: SearchResult[] = [];
    for (const {result, terms, metadata} of ranked) {
      const doc = docs[Number(result.ref)];
      if (!doc || typeof doc.url !== 'string') continue;
      const positions = terms
        .flatMap((t) => metadata[t]?.content?.position ?? [])
        .filter((p): p is [number, number] => p.length === 2)
        .sort((a, b) => a[0] - b[0]);
      const first = positions[0];
      const content = typeof doc.content === 'string' ? doc.content : '';
      const typed = words.flatMap((w) => [w.text, ...w.parts]);
      results.push({
        id: result.ref,
        // A heading without an anchor gets the ref `#`, which the plugin appends as `##`.
        url: doc.url.replace(/##$/, ''),
        pageTitle: cleanTitle(doc.type === 1 ? (doc.pageTitle ?? '') : doc.title),
        sectionTitle: doc.type === 1 ? cleanTitle(doc.title) : null,
        excerpt: first ? makeExcerpt(content, first[0], first[1], typed) : leadExcerpt(content),
      });
      if (results.length === MAX_RESULTS) break;
    }
    return results;
  };
}
