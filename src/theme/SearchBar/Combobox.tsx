import React, {useEffect, useRef, useState, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import ResultList, {optionId} from './ResultList';
import {searchInputProps} from './inputProps';
import type {SearchResult} from './search';
import type {AsyncSearcher} from './searchClient';
import styles from './styles.module.css';

export interface ComboboxProps {
  search: AsyncSearcher;
  inputRef: RefObject<HTMLInputElement | null>;
  listboxId: string;
}

/** The search bar once the index has loaded (see index.tsx); the worker answers its queries. */
export default function Combobox({search, inputRef, listboxId}: ComboboxProps): React.JSX.Element {
  const history = useHistory();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // An Enter that waits for the answer: more Enters meanwhile open that one result, not one page each.
  const opening = useRef(false);

  // The worker's last answer. Until the answer to the current query arrives (a few milliseconds),
  // the list keeps the previous one rather than flashing "No results".
  const [answer, setAnswer] = useState<{query: string; results: SearchResult[]}>({query: '', results: []});
  const searching = query.trim() !== '';
  useEffect(() => {
    if (!searching) return undefined;
    let current = true;
    void search(query).then((found) => current && setAnswer({query, results: found}));
    return () => {
      current = false;
    };
  }, [search, query, searching]);
  const busy = searching && answer.query !== query;
  const results = searching ? answer.results : [];
  const expanded = open && searching;
  const active = expanded && activeIndex < results.length ? activeIndex : -1;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  const setText = (text: string) => {
    setQuery(text);
    // An emptied box forgets the last answer: the next query never shows an unrelated one.
    if (!text.trim()) setAnswer({query: '', results: []});
  };
  const reset = () => {
    close();
    setText('');
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
        if (!expanded) return;
        event.preventDefault();
        const go = (target: SearchResult | undefined) => {
          if (!target) return;
          reset();
          history.push(target.url);
        };
        // With no option chosen yet, Enter opens the best result, of the query as typed.
        if (busy) {
          if (opening.current) return;
          opening.current = true;
          void search(query).then((found) => {
            opening.current = false;
            go(found[0]);
          });
        } else go(results[Math.max(active, 0)]);
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
          setText(event.target.value);
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
        busy={busy}
        expanded={expanded}
        activeIndex={active}
        onSelect={reset}
      />
      <div role="status" className={styles.visuallyHidden}>
        {expanded && !busy && (results.length === 1 ? '1 result' : `${results.length || 'No'} results`)}
      </div>
    </div>
  );
}
