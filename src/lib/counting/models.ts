import type {EncodingName} from './jtokkit';

/** A constant of JTokkit 1.1.0's `ModelType` enum. */
export type Model = {
  /** The Java constant, e.g. `GPT_4O`. */
  constant: string;
  /** `getName()`: OpenAI's name, e.g. `gpt-4o`. */
  name: string;
  encoding: EncodingName;
  /** `getMaxContextLength()`: prompt and completion tokens together. */
  maxContextLength: number;
};

const model = (constant: string, name: string, encoding: EncodingName, maxContextLength: number): Model => ({
  constant,
  name,
  encoding,
  maxContextLength,
});

/** Every ModelType, in the enum's order. */
export const MODELS: readonly Model[] = [
  model('GPT_4', 'gpt-4', 'cl100k_base', 8192),
  model('GPT_4O', 'gpt-4o', 'o200k_base', 128000),
  model('GPT_4O_MINI', 'gpt-4o-mini', 'o200k_base', 128000),
  model('GPT_4_32K', 'gpt-4-32k', 'cl100k_base', 32768),
  model('GPT_4_TURBO', 'gpt-4-turbo', 'cl100k_base', 128000),
  model('GPT_3_5_TURBO', 'gpt-3.5-turbo', 'cl100k_base', 16385),
  model('GPT_3_5_TURBO_16K', 'gpt-3.5-turbo-16k', 'cl100k_base', 16385),
  model('TEXT_DAVINCI_003', 'text-davinci-003', 'p50k_base', 4097),
  model('TEXT_DAVINCI_002', 'text-davinci-002', 'p50k_base', 4097),
  model('TEXT_DAVINCI_001', 'text-davinci-001', 'r50k_base', 2049),
  model('TEXT_CURIE_001', 'text-curie-001', 'r50k_base', 2049),
  model('TEXT_BABBAGE_001', 'text-babbage-001', 'r50k_base', 2049),
  model('TEXT_ADA_001', 'text-ada-001', 'r50k_base', 2049),
  model('DAVINCI', 'davinci', 'r50k_base', 2049),
  model('CURIE', 'curie', 'r50k_base', 2049),
  model('BABBAGE', 'babbage', 'r50k_base', 2049),
  model('ADA', 'ada', 'r50k_base', 2049),
  model('CODE_DAVINCI_002', 'code-davinci-002', 'p50k_base', 8001),
  model('CODE_DAVINCI_001', 'code-davinci-001', 'p50k_base', 8001),
  model('CODE_CUSHMAN_002', 'code-cushman-002', 'p50k_base', 2048),
  model('CODE_CUSHMAN_001', 'code-cushman-001', 'p50k_base', 2048),
  model('DAVINCI_CODEX', 'davinci-codex', 'p50k_base', 4096),
  model('CUSHMAN_CODEX', 'cushman-codex', 'p50k_base', 2048),
  model('TEXT_DAVINCI_EDIT_001', 'text-davinci-edit-001', 'p50k_edit', 3000),
  model('CODE_DAVINCI_EDIT_001', 'code-davinci-edit-001', 'p50k_edit', 3000),
  model('TEXT_EMBEDDING_ADA_002', 'text-embedding-ada-002', 'cl100k_base', 8191),
  model('TEXT_EMBEDDING_3_SMALL', 'text-embedding-3-small', 'cl100k_base', 8191),
  model('TEXT_EMBEDDING_3_LARGE', 'text-embedding-3-large', 'cl100k_base', 8191),
  model('TEXT_SIMILARITY_DAVINCI_001', 'text-similarity-davinci-001', 'r50k_base', 2046),
  model('TEXT_SIMILARITY_CURIE_001', 'text-similarity-curie-001', 'r50k_base', 2046),
  model('TEXT_SIMILARITY_BABBAGE_001', 'text-similarity-babbage-001', 'r50k_base', 2046),
  model('TEXT_SIMILARITY_ADA_001', 'text-similarity-ada-001', 'r50k_base', 2046),
  model('TEXT_SEARCH_DAVINCI_DOC_001', 'text-search-davinci-doc-001', 'r50k_base', 2046),
  model('TEXT_SEARCH_CURIE_DOC_001', 'text-search-curie-doc-001', 'r50k_base', 2046),
  model('TEXT_SEARCH_BABBAGE_DOC_001', 'text-search-babbage-doc-001', 'r50k_base', 2046),
  model('TEXT_SEARCH_ADA_DOC_001', 'text-search-ada-doc-001', 'r50k_base', 2046),
  model('CODE_SEARCH_BABBAGE_CODE_001', 'code-search-babbage-code-001', 'r50k_base', 2046),
  model('CODE_SEARCH_ADA_CODE_001', 'code-search-ada-code-001', 'r50k_base', 2046),
];

/** Like `ModelType.fromName`: exact names only (`gpt-4`, not `gpt_4`). */
export function modelByName(name: string): Model | undefined {
  return MODELS.find((m) => m.name === name);
}

/** `EncodingType` constants by encoding name. */
export const ENCODING_TYPE_CONSTANT: Record<EncodingName, string> = {
  r50k_base: 'R50K_BASE',
  p50k_base: 'P50K_BASE',
  p50k_edit: 'P50K_EDIT',
  cl100k_base: 'CL100K_BASE',
  o200k_base: 'O200K_BASE',
};

/** tiktoken 0.14.0's prefixes for chat models (tiktoken/model.py at commit 4e71bbe); ft:gpt-4o before ft:gpt-4, as there. */
const CHAT_MODEL_PREFIXES: readonly [string, EncodingName][] = [
  ['ft:gpt-3.5-turbo', 'cl100k_base'],
  ['gpt-3.5-turbo-', 'cl100k_base'],
  ['gpt-35-turbo-', 'cl100k_base'],
  ['chatgpt-4o-', 'o200k_base'],
  ['o4-mini-', 'o200k_base'],
  ['ft:gpt-4o', 'o200k_base'],
  ['gpt-4.5-', 'o200k_base'],
  ['gpt-4.1-', 'o200k_base'],
  ['ft:gpt-4', 'cl100k_base'],
  ['gpt-4o-', 'o200k_base'],
  ['gpt-4-', 'cl100k_base'],
  ['gpt-5', 'o200k_base'],
  ['o1-', 'o200k_base'],
  ['o3-', 'o200k_base'],
];
const CHAT_MODEL_NAMES: Readonly<Record<string, EncodingName>> = {
  o1: 'o200k_base',
  o3: 'o200k_base',
  'o4-mini': 'o200k_base',
  'gpt-4.1': 'o200k_base',
  'gpt-4o': 'o200k_base',
  'gpt-4': 'cl100k_base',
  'gpt-3.5-turbo': 'cl100k_base',
  'gpt-3.5': 'cl100k_base',
  'gpt-35-turbo': 'cl100k_base',
};

/**
 * The encoding of a chat model as tiktoken 0.14.0 maps it, for names JTokkit's ModelType lacks
 * (gpt-4.1, gpt-5, o3, dated snapshots); null for a name the table does not know.
 */
export function chatModelEncoding(name: string): EncodingName | null {
  if (Object.hasOwn(CHAT_MODEL_NAMES, name)) return CHAT_MODEL_NAMES[name] ?? null;
  return CHAT_MODEL_PREFIXES.find(([prefix]) => name.startsWith(prefix))?.[1] ?? null;
}
