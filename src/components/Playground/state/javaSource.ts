import {compareSnippet, requestSnippet, textSnippet} from '@site/src/components/Playground/text/javaSnippet';
import {ENCODING_NAMES, type EncodingName} from '@site/src/lib/counting/jtokkit';
import type {Model} from '@site/src/lib/counting/models';
import type {TokenizerState} from '../worker/useTokenizer';
import type {PlaygroundState} from './playgroundState';

/**
 * The "Copy as Java" program of what the page shows: the comparison's counts, the request's total,
 * or the text's tokens, each only when they are of the very input shown.
 */
export function javaSource({
  page,
  tokenizer,
  requestBody,
  model,
}: {
  page: Pick<PlaygroundState, 'view' | 'text' | 'mode' | 'encoding'>;
  tokenizer: TokenizerState;
  requestBody: Record<string, unknown>;
  /** The model picked, when it has the encoding of the text's count. */
  model: Model | undefined;
}): string {
  const {view, text, mode, encoding} = page;
  if (view === 'compare') {
    // Counts in the comment only when every encoding has one for this very text and mode.
    const compare = tokenizer.compare;
    const current = compare?.complete && compare.request.text === text && compare.request.mode === mode;
    const counts = current
      ? ENCODING_NAMES.flatMap((name: EncodingName) => {
          const count = compare.rows[name]?.count;
          return typeof count === 'number' ? [{encoding: name, count}] : [];
        })
      : [];
    return compareSnippet({mode, text, counts: counts.length === ENCODING_NAMES.length ? counts : undefined});
  }
  if (view === 'chat') {
    // No total in the comment while there is no count for this request (a failed download). The
    // recipe's Java class does not count images, so the comment's total leaves their tokens out.
    const count = tokenizer.chat?.count;
    const imageTokens = count?.parts.reduce((sum, part) => sum + (part.basis === 'image' ? (part.tokens ?? 0) : 0), 0);
    return requestSnippet({
      encoding,
      body: requestBody,
      total: tokenizer.phase === 'done' && count ? count.total - (imageTokens ?? 0) : undefined,
    });
  }
  const settled = tokenizer.settled;
  if (!settled) return '';
  const done = tokenizer.text?.request === settled ? tokenizer.text : undefined;
  return textSnippet({
    encoding: settled.encoding,
    model: model?.encoding === settled.encoding ? model : undefined,
    mode: settled.mode,
    text: settled.text,
    maxTokens: settled.maxTokens,
    tokens: done ? Array.from(done.ids) : undefined,
    result: done?.limited ?? undefined,
  });
}
