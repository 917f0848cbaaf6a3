/**
 * The playground's vocabulary files: the build makes one of each of gpt-tokenizer's vocabularies
 * (plugins/performance/vocabulary.cjs) and emits it with a content hash; importing it gives its
 * address. The page's HTML starts the download of the first one
 * (plugins/static-pages/vocabulary-preload.ts, which finds the files in the build) and the worker
 * reads it (tokenizer.worker.ts).
 */
import r50k_base from 'gpt-tokenizer/bpeRanks/r50k_base?vocabulary';
import p50k_base from 'gpt-tokenizer/bpeRanks/p50k_base?vocabulary';
import cl100k_base from 'gpt-tokenizer/bpeRanks/cl100k_base?vocabulary';
import o200k_base from 'gpt-tokenizer/bpeRanks/o200k_base?vocabulary';
import type {VocabularyName} from '@site/src/lib/counting/jtokkit';

export const VOCABULARY_FILES: Record<VocabularyName, string> = {r50k_base, p50k_base, cl100k_base, o200k_base};
