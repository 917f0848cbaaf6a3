import React, {useId, useRef, useState} from 'react';
import clsx from 'clsx';
import type {Segment} from '../worker/protocol';
import styles from '../styles.module.css';
import {formatNumber} from '@site/src/lib/site/format';

type Props = {
  segments: Segment[];
  total: number;
  /** The list's accessible name; two views side by side need different ones. */
  label?: string;
};

/** Whitespace drawn visibly; the markers are hidden from screen readers, which read the details. */
function Visible({text}: {text: string}): React.JSX.Element {
  const parts: React.ReactNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) parts.push(plain);
    plain = '';
  };
  for (const ch of text) {
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      flush();
      const mark = ch === ' ' ? '·' : ch === '\t' ? '→' : ch === '\n' ? '↵' : '␍';
      parts.push(
        <span key={parts.length} className={styles.ws} aria-hidden="true">
          {mark}
        </span>,
      );
      if (ch === '\n') parts.push(<br key={parts.length} />);
    } else {
      plain += ch;
    }
  }
  flush();
  return <>{parts}</>;
}

function describe(segment: Segment, index: number, total: number): string {
  const shown = segment.text
    ? `"${segment.text.replace(/\n/g, '\\n').replace(/\t/g, '\\t').replace(/\r/g, '\\r')}"`
    : 'no whole character';
  return `Token ${formatNumber(index + 1)} of ${formatNumber(total)}: id ${segment.id}, bytes ${segment.bytes}, ${shown}${
    segment.partial ? ', holds part of a multi-byte character' : ''
  }`;
}

/**
 * The text with each token shaded. One tab stop: arrow keys, Home and End move between tokens
 * (a roving tab index), so a long text does not trap keyboard users in hundreds of stops.
 */
function TokenView({segments, total, label = 'Tokens'}: Props): React.JSX.Element {
  const helpId = useId();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  const refs = useRef<(HTMLSpanElement | null)[]>([]);
  const current = Math.min(active, Math.max(0, segments.length - 1));
  const shown = hovered ?? current;
  const detail = segments[shown];

  const move = (to: number) => {
    const next = Math.max(0, Math.min(segments.length - 1, to));
    setActive(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: segments.length - 1,
    };
    const to = keys[event.key];
    if (to !== undefined) {
      event.preventDefault();
      move(to);
    }
  };

  if (segments.length === 0) return <p className={styles.note}>No tokens yet: type or paste something above.</p>;
  return (
    <>
      <div className={styles.tokens} role="list" aria-label={label} aria-describedby={helpId} onKeyDown={onKeyDown}>
        {segments.map((segment, index) => (
          <span
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            role="listitem"
            tabIndex={index === current ? 0 : -1}
            className={clsx(styles.token, styles[`shade${index % 5}`], segment.partial && styles.partial)}
            title={`id ${segment.id} · bytes ${segment.bytes}${segment.partial ? ' · part of a character' : ''}`}
            onFocus={() => setActive(index)}
            onMouseEnter={() => setHovered(index)}
            onMouseLeave={() => setHovered(null)}
          >
            {segment.text ? <Visible text={segment.text} /> : <span className={styles.bytes}>{segment.bytes}</span>}
          </span>
        ))}
      </div>
      <p id={helpId} className={styles.srOnly}>
        Use the arrow keys to move between tokens.
      </p>
      <p className={styles.detail} aria-live="polite" data-testid="token-detail">
        {detail ? describe(detail, shown, total) : ''}
      </p>
      {segments.length < total && (
        <p className={styles.note}>
          Showing the first {formatNumber(segments.length)} of {formatNumber(total)} tokens; the count and the ids below
          cover all of them.
        </p>
      )}
    </>
  );
}

// Typing into a long text re-renders the page on every key; these props change only with a result.
export default React.memo(TokenView);
