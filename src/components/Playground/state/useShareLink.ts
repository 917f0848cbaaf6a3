import type {PlaygroundAction, PlaygroundState} from './playgroundState';
import {linkFor} from './playgroundState';

/**
 * Share link: makes the link of the page's state, writes its fragment into the address too (the
 * query, if any, is not the playground's), and copies it, or says where to copy it from.
 */
export function useShareLink(
  page: PlaygroundState,
  dispatch: (action: PlaygroundAction) => void,
  written: (fragment: string) => void,
): () => Promise<void> {
  return async () => {
    const link = linkFor(page, `${window.location.origin}${window.location.pathname}`);
    if (!link.ok) {
      dispatch({type: 'shared', share: {message: link.reason}});
      return;
    }
    const {url, fragment} = link;
    written(fragment);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}${fragment}`,
    );
    try {
      await navigator.clipboard.writeText(url);
      dispatch({type: 'shared', share: {url, message: 'Link copied.'}});
    } catch {
      dispatch({type: 'shared', share: {url, message: 'Copy the link from the field.'}});
    }
  };
}
