import {useEffect, useRef} from 'react';
import {ENCODING_NAMES} from '@site/src/lib/counting/jtokkit';
import type {TokenizeRequest} from '../worker/useTokenizer';
import type {PlaygroundState} from './playgroundState';

/** Tokens drawn as shaded spans; more would make the page slow to lay out. */
const SEGMENT_LIMIT = 2000;

/**
 * Asks the tokenizer for the count of what the page shows, once the link has been read: at once the
 * first time (the vocabulary's download is most of that wait), then once per pause in typing, longer
 * for long texts.
 */
export function useRuns(
  page: PlaygroundState,
  requestBody: Record<string, unknown>,
  maxTokens: number | null,
  run: (request: TokenizeRequest) => void,
): void {
  const {ready, view, text, windowsLineBreaks, comparePair, encoding, mode} = page;
  const firstRun = useRef(true);
  useEffect(() => {
    if (!ready) return undefined;
    const delay = firstRun.current ? 0 : view !== 'chat' && text.length > 100_000 ? 400 : 150;
    firstRun.current = false;
    const timer = setTimeout(() => {
      if (view === 'text')
        run({
          type: 'text',
          encoding,
          mode,
          text,
          maxTokens,
          segmentLimit: SEGMENT_LIMIT,
          crlf: windowsLineBreaks && text.includes('\n'),
        });
      else if (view === 'chat') run({type: 'chat', encoding, body: requestBody});
      else
        run({
          type: 'compare',
          mode,
          text,
          encodings: [...ENCODING_NAMES],
          shaded: [...new Set(comparePair)],
          segmentLimit: SEGMENT_LIMIT,
        });
    }, delay);
    return () => clearTimeout(timer);
  }, [ready, view, text, windowsLineBreaks, requestBody, comparePair, encoding, mode, maxTokens, run]);
}
