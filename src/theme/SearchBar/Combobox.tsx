import React, {useMemo, useState, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import ResultList, {optionId} from './ResultList';
import {searchInputProps} from './inputProps';
import type {Searcher} from './search';
import styles from './styles.module.css';

export interface ComboboxProps {
  search: Searcher;
  inputRef: RefObject<HTMLInputElement | null>;
  listboxId: string;
}

/** The search bar once the index has loaded: it comes in the same chunk as lunr (see index.tsx). */
export default function Combobox({search, inputRef, listboxId}: ComboboxProps): React.JSX.Element {
  const history = useHistory();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const results = useMemo(() => (query.trim() ? search(query) : []), [search, query]);
  const expanded = open && query.trim() !== '';
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

  return (
    <div className={styles.searchBox}>
      <input
        ref={inputRef}
        {...searchInputProps(listboxId)}
        aria-expanded={expanded}
        aria-activedescendant={active >= 0 ? optionId(listboxId, active) : undefined}
        placeholder="Search"
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
