import type {ReactNode} from 'react';

// Ejected to render nothing: no doc has tags, so a doc footer never shows a tag list.
export default function TagsListInline(): ReactNode {
  return null;
}
