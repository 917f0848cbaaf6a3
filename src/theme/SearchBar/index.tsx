import React, {useId, useRef} from 'react';
import clsx from 'clsx';
import {listboxProps, searchInputProps} from './inputProps';
import {useFocusShortcut} from './useFocusShortcut';
import {useSearchIndex} from './useSearchIndex';
import styles from './styles.module.css';

/**
 * Replaces the stock bar of docusaurus-lunr-search (autocomplete.js, hogan, mark.js) with a
 * small combobox that queries the plugin's lunr index directly. REQUIREMENTS.md (Search) lists
 * its states and the files it loads.
 *
 * Until the index has loaded (what the server renders), the input is disabled; if it cannot load, the
 * input says so. The combobox itself (Combobox.tsx) is a chunk loaded with the index, since it has
 * nothing to do before it; lunr and the index live in a worker (search.worker.ts).
 */
export default function SearchBar(): React.JSX.Element {
  const index = useSearchIndex();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `search-results-${useId().replace(/:/g, '')}`;
  useFocusShortcut(inputRef);

  if (index.status === 'ready') {
    return <index.Combobox search={index.search} inputRef={inputRef} listboxId={listboxId} />;
  }
  const unavailable = index.status === 'unavailable';
  const unavailableId = `${listboxId}-unavailable`;
  return (
    <div className={styles.searchBox}>
      <input
        ref={inputRef}
        {...searchInputProps(listboxId)}
        aria-expanded={false}
        aria-describedby={unavailable ? unavailableId : undefined}
        title={
          unavailable
            ? 'Search is unavailable: the search index could not be loaded. Reload the page to try again.'
            : undefined
        }
        placeholder={unavailable ? 'Search unavailable' : 'Loading...'}
        // Loading: nothing to search yet. Unavailable: still focusable, so the explanation can be read.
        disabled={!unavailable}
        readOnly={unavailable}
        aria-disabled={unavailable || undefined}
        value=""
      />
      {unavailable && (
        <span id={unavailableId} className={styles.visuallyHidden}>
          The search index could not be loaded. Reload the page to try again.
        </span>
      )}
      <div className={clsx(styles.popup, styles.hidden)}>
        <div {...listboxProps(listboxId)} />
      </div>
      <div role="status" className={styles.visuallyHidden} />
    </div>
  );
}
