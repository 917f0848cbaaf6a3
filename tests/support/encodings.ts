// The site's JTokkit encodings (src/lib/counting/jtokkit.ts), each on the vocabulary file the build makes of
// gpt-tokenizer's ranks (plugins/performance/vocabulary.cjs), read as the playground's worker reads it.
import zlib from 'node:zlib';
import r50k_base from 'gpt-tokenizer/bpeRanks/r50k_base';
import p50k_base from 'gpt-tokenizer/bpeRanks/p50k_base';
import cl100k_base from 'gpt-tokenizer/bpeRanks/cl100k_base';
import o200k_base from 'gpt-tokenizer/bpeRanks/o200k_base';
import {vocabularyFile} from '../../plugins/performance/vocabulary.cjs';
import {
  ENCODING_NAMES,
  JTokkitEncoding,
  VOCABULARY_OF,
  type EncodingName,
  type VocabularyName,
} from '../../src/lib/counting/jtokkit';
import {Vocabulary} from '../../src/lib/counting/vocabulary';

/** gpt-tokenizer's rank data, the source of each vocabulary file. */
export const rankData = {r50k_base, p50k_base, cl100k_base, o200k_base};

/** The vocabulary file the build writes for each vocabulary. */
export const vocabularyFiles = Object.fromEntries(
  Object.entries(rankData).map(([name, data]) => [name, vocabularyFile(data)]),
) as Record<VocabularyName, Buffer>;

export const vocabularies = Object.fromEntries(
  Object.entries(vocabularyFiles).map(([name, file]) => [name, Vocabulary.read(zlib.gunzipSync(file))]),
) as Record<VocabularyName, Vocabulary>;

export const encodings = Object.fromEntries(
  ENCODING_NAMES.map((name) => [name, new JTokkitEncoding(name, vocabularies[VOCABULARY_OF[name]])]),
) as Record<EncodingName, JTokkitEncoding>;
