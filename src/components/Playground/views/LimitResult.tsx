import React from 'react';
import type {EncodingResult} from '@site/src/lib/counting/jtokkit';
import styles from '../styles.module.css';

type Props = {result: EncodingResult; maxTokens: number; method: 'encode' | 'encodeOrdinary'; text: string};

const SHOWN_IDS = 200;

/** What `encode(text, maxTokens)` or `encodeOrdinary(text, maxTokens)` returns, field by field. */
function LimitResult({result, maxTokens, method, text}: Props): React.JSX.Element {
  const ids =
    result.tokens.length > SHOWN_IDS ? `${result.tokens.slice(0, SHOWN_IDS).join(', ')}, …` : result.tokens.join(', ');
  const kept = text.slice(0, result.lastProcessedCharacterIndex + 1);
  return (
    // Not a labelled region: its name, "encodeOrdinary(text, 4)", would make the label "ordinary"
    // that scripts use for the checkbox match two elements.
    <section className={styles.section}>
      <h2>
        <code>
          {method}(text, {maxTokens})
        </code>
      </h2>
      <dl className={styles.result}>
        <dt>
          <code>getTokens()</code>
        </dt>
        <dd>
          <code data-testid="limited-tokens">[{ids}]</code> ({result.tokens.length} tokens)
        </dd>
        <dt>
          <code>isTruncated()</code>
        </dt>
        <dd>
          <code data-testid="limited-truncated">{String(result.truncated)}</code>
        </dd>
        <dt>
          <code>getLastProcessedCharacterIndex()</code>
        </dt>
        <dd>
          <code data-testid="limited-index">{result.lastProcessedCharacterIndex}</code>{' '}
          <span className={styles.note}>(a Java char index: 🍕 and other characters above U+FFFF count as 2)</span>
        </dd>
      </dl>
      {result.truncated && kept.length <= 2000 && (
        <p className={styles.note}>
          Kept: <q className={styles.kept}>{kept}</q>
        </p>
      )}
    </section>
  );
}

// Typing into a long text re-renders the page on every key; these props change only with a result.
export default React.memo(LimitResult);
