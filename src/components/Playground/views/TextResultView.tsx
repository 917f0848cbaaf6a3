import React, {useMemo} from 'react';
import clsx from 'clsx';
import {formatNumber} from '@site/src/lib/site/format';
import type {Model} from '@site/src/lib/counting/models';
import ContextShare from './ContextShare';
import LimitResult from './LimitResult';
import TokenView from './TokenView';
import type {TextRequest, TextResult} from '../worker/protocol';
import styles from '../styles.module.css';

const IDS_PER_ROW = 10;

/**
 * Ids separated by ", ". A long list goes in rows of ten: a browser lays out short unwrapped
 * lines several times faster than one wrapped line of a megabyte.
 */
function joinIds(ids: Uint32Array): string {
  if (ids.length <= 2000) return Array.prototype.join.call(ids, ', ');
  const rows: string[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_ROW)
    rows.push(Array.prototype.join.call(ids.subarray(i, i + IDS_PER_ROW), ', '));
  return rows.join(',\n');
}

function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** The ids as one text node, so even 250,000 of them render in one cheap layout. */
const TokenIds = React.memo(function TokenIds({ids}: {ids: string}) {
  return (
    <pre
      className={clsx(styles.ids, ids.includes('\n') && styles.idRows)}
      data-testid="token-ids"
      tabIndex={0}
      aria-labelledby="playground-ids"
    >
      {ids}
    </pre>
  );
});

type Props = {
  result: TextResult & {request: TextRequest};
  model?: Model;
  /** A newer run is going; the result is dimmed until it is replaced. */
  stale: boolean;
};

/** The count, the shaded tokens, the ids and what encode(text, maxTokens) returned, for one text. */
export default function TextResultView({result, model, stale}: Props): React.JSX.Element {
  // Everything here describes the text that was tokenized, which may trail what is being typed.
  const text = result.request.text;
  const ids = useMemo(() => joinIds(result.ids), [result]);
  const characters = useMemo(() => countCodePoints(text), [text]);
  return (
    <div className={clsx(stale && styles.stale)}>
      <dl className={styles.stats}>
        <div>
          <dt>Tokens</dt>
          <dd data-testid="token-count">{formatNumber(result.count)}</dd>
        </div>
        <div>
          <dt>Code points</dt>
          <dd data-testid="char-count">{formatNumber(characters)}</dd>
        </div>
        {model && <ContextShare model={model} tokens={result.count} />}
      </dl>
      {result.crlfCount !== null && (
        <p className={styles.note} data-testid="crlf-note">
          The text came with Windows line breaks (<code>\r\n</code>), and a text box keeps them as <code>\n</code>:
          these are the tokens of the text with <code>\n</code>. With <code>\r\n</code>, as a Java String read from a
          Windows file has them,{' '}
          {result.crlfCount === result.count
            ? 'the count is the same.'
            : `it is ${formatNumber(result.crlfCount)} tokens.`}{' '}
          A share link holds the text with <code>\n</code>.
        </p>
      )}
      <TokenView segments={result.segments} total={result.count} />
      <p className={styles.note} data-testid="worker-millis" data-millis={result.millis.toFixed(1)}>
        Tokenized in{' '}
        {result.millis < 1000
          ? `${Math.max(1, Math.round(result.millis))} ms`
          : `${(result.millis / 1000).toFixed(1)} s`}
        , in a background thread.
      </p>
      <h3 className={styles.subheading} id="playground-ids">
        Token ids
      </h3>
      <TokenIds ids={ids} />
      {result.limited && result.request.maxTokens !== null && (
        <LimitResult
          result={result.limited}
          maxTokens={result.request.maxTokens}
          method={result.request.mode === 'ordinary' ? 'encodeOrdinary' : 'encode'}
          text={text}
        />
      )}
    </div>
  );
}
