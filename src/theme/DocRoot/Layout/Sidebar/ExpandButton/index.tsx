import type {ReactNode} from 'react';

// Ejected to render nothing: the sidebar is not hideable, so it is never collapsed to expand again.
export default function ExpandButton(): ReactNode {
  return null;
}
