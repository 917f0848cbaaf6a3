import type {PrismTheme} from 'prism-react-renderer';

/**
 * The Prism theme for both colour modes: empty, because code colours come from
 * src/css/prism.css. An empty theme gives tokens no inline style, so the server-rendered colours
 * follow the reader's colour mode and a mode switch re-renders no code block.
 */
export const cssColouredCodeTheme: PrismTheme = {plain: {}, styles: []};
