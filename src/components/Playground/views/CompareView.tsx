import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {formatNumber} from '@site/src/lib/site/format';
import {ENCODING_NAMES, type EncodingName} from '@site/src/lib/counting/jtokkit';
import {MODELS} from '@site/src/lib/counting/models';
import EncodingSelect from './EncodingSelect';
import UnpairedSurrogateNote from './UnpairedSurrogateNote';
import TokenView from './TokenView';
import type {CompareState} from '../worker/tokenizerClient';
import styles from '../styles.module.css';

type Props = {
  compare: CompareState | undefined;
  pair: [EncodingName, EncodingName];
  onPair: (side: 0 | 1, encoding: EncodingName) => void;
};

const SHOWN_MODELS = 4;

/** A few ModelType names of an encoding: which models count this way. */
function UsedBy({encoding}: {encoding: EncodingName}): React.JSX.Element {
  const names = MODELS.filter((m) => m.encoding === encoding).map((m) => m.name);
  const more = names.length - SHOWN_MODELS;
  return (
    <>
      {names.slice(0, SHOWN_MODELS).join(', ')}
      {more > 0 && ` and ${more} more`}
      {encoding === 'o200k_base' && (
        <>
          , and in the model table of tiktoken 0.14.0 (August 2026) also gpt-4.1, gpt-5, o1, o3 and o4-mini (see{' '}
          <Link to="/docs/getting-started/models">Models</Link>)
        </>
      )}
    </>
  );
}

/** One text in all five encodings: counts, the difference to the smallest, and two shaded side by side. */
export default function CompareView({compare, pair, onPair}: Props): React.JSX.Element {
  const rows = compare?.rows ?? {};
  // A row of an older text (a newer run goes, or was cancelled) is dimmed, and counts of two texts are never compared.
  const isStale = (name: EncodingName) => rows[name] !== undefined && rows[name]?.id !== compare?.request.id;
  const counts = ENCODING_NAMES.map((name) => rows[name]?.count).filter((c): c is number => typeof c === 'number');
  const oneText = new Set(ENCODING_NAMES.map((name) => rows[name]?.id)).size === 1;
  const smallest = counts.length === ENCODING_NAMES.length && oneText ? Math.min(...counts) : undefined;
  const malformed = ENCODING_NAMES.some((name) => rows[name]?.reason === 'malformed');
  return (
    <div className={styles.compare}>
      <div className={styles.tableWrap}>
        <table className={styles.compareTable} data-testid="compare-table">
          <caption className={styles.srOnly}>Tokens of the text in each encoding</caption>
          <thead>
            <tr>
              <th scope="col">Encoding and its models</th>
              <th scope="col">Tokens</th>
              <th scope="col">More than the smallest</th>
            </tr>
          </thead>
          <tbody>
            {ENCODING_NAMES.map((name) => {
              const row = rows[name];
              const count = row?.count;
              const extra = smallest !== undefined && typeof count === 'number' ? count - smallest : undefined;
              return (
                <tr key={name} data-encoding={name} className={clsx(isStale(name) && styles.stale)}>
                  <th scope="row">
                    <code>{name}</code>
                    <span className={styles.usedBy}>
                      <UsedBy encoding={name} />
                    </span>
                  </th>
                  <td data-testid={`compare-count-${name}`}>
                    {row === undefined || count === undefined ? (
                      '…'
                    ) : count === null ? (
                      <span title={row.error}>{row.reason === 'special' ? 'throws' : 'not counted'}</span>
                    ) : (
                      formatNumber(count)
                    )}
                  </td>
                  <td>
                    {extra === undefined
                      ? row?.error && (
                          <span className={styles.rowError} title={row.error}>
                            {row.reason === 'special' ? `encode throws on ${row.token}` : row.error}
                          </span>
                        )
                      : extra === 0
                        ? 'smallest'
                        : `+${formatNumber(extra)} (+${((100 * extra) / Math.max(1, smallest!)).toFixed(1)}%)`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {malformed && <UnpairedSurrogateNote />}
      <div className={styles.sideBySide}>
        {([0, 1] as const).map((side) => {
          const name = pair[side];
          const row = rows[name];
          const id = `playground-shaded-${side}`;
          return (
            <div key={side} className={styles.shaded}>
              <div className={styles.field}>
                <label htmlFor={id}>{side === 0 ? 'First shaded encoding' : 'Second shaded encoding'}</label>
                <EncodingSelect id={id} value={name} onChange={(picked) => onPair(side, picked)} />
              </div>
              {row?.segments && typeof row.count === 'number' ? (
                <div className={clsx(isStale(name) && styles.stale)}>
                  <TokenView segments={row.segments} total={row.count} label={`Tokens in ${name}`} />
                </div>
              ) : (
                <p className={styles.note}>{row?.error ?? `Waiting for ${name}…`}</p>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
