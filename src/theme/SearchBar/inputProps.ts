import styles from './styles.module.css';

/**
 * What the input has in every state, before the index has loaded (index.tsx) and after (Combobox.tsx).
 * A combobox on a text input, as the ARIA authoring practices show it (HTML does not allow the
 * combobox role on type="search"); phone keyboards still get a search key.
 */
export const searchInputProps = (listboxId: string) =>
  ({
    type: 'text',
    inputMode: 'search',
    enterKeyHint: 'search',
    className: `navbar__search-input ${styles.input}`,
    role: 'combobox',
    'aria-label': 'Search',
    'aria-autocomplete': 'list',
    'aria-controls': listboxId,
    'aria-keyshortcuts': 'Control+K Meta+K',
    autoComplete: 'off',
    spellCheck: false,
  }) as const;

/** The listbox the input controls; it is in the page, empty, before the index has loaded. */
export const listboxProps = (listboxId: string) =>
  ({id: listboxId, role: 'listbox', 'aria-label': 'Search results', className: styles.listbox}) as const;
