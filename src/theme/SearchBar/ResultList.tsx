import React, {useEffect} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {listboxProps} from './inputProps';
import type {SearchResult} from './search';
import styles from './styles.module.css';

export const optionId = (listboxId: string, index: number): string => `${listboxId}-option-${index}`;

interface Props {
  id: string;
  query: string;
  results: SearchResult[];
  /** The results are those of an earlier query; the answer to this one is on its way. */
  busy: boolean;
  expanded: boolean;
  activeIndex: number;
  onSelect: () => void;
}

/**
 * The popup of the combobox. Each option is the result's link itself: an option's content is
 * presentational, so a link inside one would be hidden from assistive technology.
 */
export default function ResultList({
  id,
  query,
  results,
  busy,
  expanded,
  activeIndex,
  onSelect,
}: Props): React.JSX.Element {
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(id, activeIndex))?.scrollIntoView({block: 'nearest'});
  }, [id, activeIndex]);

  return (
    <div
      className={clsx(styles.popup, !expanded && styles.hidden)}
      // Keeps the focus in the input while a result is clicked, so blur does not close the list first.
      onMouseDown={(event) => event.preventDefault()}
    >
      <div {...listboxProps(id)} aria-busy={busy || undefined}>
        {expanded &&
          results.map((result, index) => (
            <Link
              key={result.id}
              id={optionId(id, index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              to={result.url}
              onClick={onSelect}
              className={clsx(styles.option, index === activeIndex && styles.active)}
            >
              <span className={styles.heading}>
                <span className={styles.page}>{result.pageTitle}</span>
                {result.sectionTitle && (
                  <>
                    <span className={styles.separator} aria-hidden="true">
                      ›
                    </span>
                    <span className={styles.section}>{result.sectionTitle}</span>
                  </>
                )}
              </span>
              {result.excerpt && (
                <span className={styles.excerpt}>
                  {result.excerpt.before}
                  {result.excerpt.match && <mark className={styles.mark}>{result.excerpt.match}</mark>}
                  {result.excerpt.after}
                </span>
              )}
            </Link>
          ))}
      </div>
      {expanded && !busy && results.length === 0 && <p className={styles.empty}>No results for “{query.trim()}”</p>}
    </div>
  );
}
