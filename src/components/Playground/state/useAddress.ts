import {useEffect, useRef} from 'react';
import {readAddress} from '@site/src/components/Playground/text/shareLink';
import type {PlaygroundAction} from './playgroundState';

/**
 * Reads a link's state from the page's address: after hydration (the server has no URL), and again
 * when a new fragment link is opened in the same tab. State in the query (older links) moves into
 * the fragment, so that a reload does not send it to the host. Returns `written`, to call with a
 * fragment the page wrote itself (Share link), which the page then does not open again.
 */
export function useAddress(dispatch: (action: PlaygroundAction) => void): {written: (fragment: string) => void} {
  // The fragment this page last read or wrote: going back to it, or writing it, opens nothing.
  const shownFragment = useRef<string | null>(null);
  useEffect(() => {
    const open = (fresh: boolean) => {
      const link = readAddress(window.location);
      if (link.rewrite !== null)
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${link.rewrite}`);
      if (fresh && (link.from === null || link.params === shownFragment.current)) return;
      shownFragment.current = link.params;
      dispatch({type: 'linkOpened', params: link.params, fresh});
    };
    const onHashChange = () => open(true);
    open(false);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [dispatch]);
  return {written: (fragment) => (shownFragment.current = fragment.replace(/^#/, ''))};
}
