import React, {useId, useMemo, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import ResultList, {optionId} from './ResultList';
import {useFocusShortcut} from './useFocusShortcut';
import {useSearchIndex} from './useSearchIndex';
import styles from './styles.module.css';

/**
 * Replaces the stock bar of docusaurus-lunr-search (autocomplete.js, hogan, mark.js) with a
 * small combobox that queries the plugin's lunr index directly. REQUIREMENTS.md (Search) lists
 * its states and the files it loads.
 */
export default function SearchBar(): React.JSX.Element {
  const index = useSearchIndex();
  const history = useHistory();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxId = `search-results-${useId().replace(/:/g, '')}`;
  const unavailableId = `${listboxId}-unavailable`;
  useFocusShortcut(inputRef);

  const results = useMemo(() => (index.status === 'ready' && query.trim() ? index.search(query) : []), [index, query]);
  const expanded = open && index.status === 'ready' && query.trim() !== '';
  const active = expanded && activeIndex < results.length ? activeIndex : -1;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  const reset = () => {
    close();
    setQuery('');
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm or cancel an input method's composition (Japanese, Chinese…) are not ours.
    if (event.nativeEvent.isComposing) return;
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault(); // the caret stays where it is
        if (!expanded) {
          setOpen(true);
          return;
        }
        if (!count) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
        return;
      }
      case 'Enter': {
        // With no option chosen yet, Enter opens the best result.
        const target = expanded ? results[Math.max(active, 0)] : undefined;
        if (!target) return;
        event.preventDefault();
        reset();
        history.push(target.url);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else reset();
        return;
      default:
    }
  };

  const ready = index.status === 'ready';
  const unavailable = index.status === 'unavailable';
  let placeholder = 'Loading...';
  if (ready) placeholder = 'Search';
  else if (unavailable) placeholder = 'Search unavailable';

  return (
    <div className={styles.searchBox}>
      <input
        ref={inputRef}
        type="search"
        className={`navbar__search-input ${styles.input}`}
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(listboxId, active) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        aria-describedby={unavailable ? unavailableId : undefined}
        title={
          unavailable
            ? 'Search is unavailable: the search index could not be loaded. Reload the page to try again.'
            : undefined
        }
        placeholder={placeholder}
        // Loading: nothing to search yet. Unavailable: still focusable, so the explanation can be read.
        disabled={index.status === 'loading'}
        readOnly={unavailable}
        aria-disabled={unavailable || undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {unavailable && (
        <span id={unavailableId} className={styles.visuallyHidden}>
          The search index could not be loaded. Reload the page to try again.
        </span>
      )}
      <ResultList
        id={listboxId}
        query={query}
        results={results}
        expanded={expanded}
        activeIndex={active}
        onSelect={reset}
      />
      <div role="status" className={styles.visuallyHidden}>
        {expanded && (results.length === 1 ? '1 result' : `${results.length || 'No'} results`)}
      </div>
    </div>
  );
}
