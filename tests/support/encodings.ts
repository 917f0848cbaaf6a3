// The site's JTokkit encodings (src/lib/jtokkit.ts) on gpt-tokenizer's vocabularies, each on the
// data RANK_DATA_OF names, as the playground's worker builds them.
import r50k_base from 'gpt-tokenizer/bpeRanks/r50k_base';
import p50k_base from 'gpt-tokenizer/bpeRanks/p50k_base';
import cl100k_base from 'gpt-tokenizer/bpeRanks/cl100k_base';
import o200k_base from 'gpt-tokenizer/bpeRanks/o200k_base';
import {ENCODING_NAMES, JTokkitEncoding, RANK_DATA_OF, type EncodingName} from '../../src/lib/jtokkit';

const vocabularies = {r50k_base, p50k_base, cl100k_base, o200k_base};

export const encodings = Object.fromEntries(
  ENCODING_NAMES.map((name) => [name, new JTokkitEncoding(name, vocabularies[RANK_DATA_OF[name]])]),
) as Record<EncodingName, JTokkitEncoding>;
