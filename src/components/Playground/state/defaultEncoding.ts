import type {EncodingName} from '../../../lib/counting/jtokkit';

/**
 * What a new visitor gets: o200k_base, the encoding of gpt-4o, gpt-4.1, gpt-5, o1, o3 and
 * o4-mini in the model table of tiktoken 0.14.0 (August 2026; see the Models page). Its vocabulary
 * is the largest download of the five; the playground page says how large.
 */
export const DEFAULT_ENCODING: EncodingName = 'o200k_base';
