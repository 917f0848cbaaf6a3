import type {ReactNode} from 'react';

// Ejected to render nothing: the sidebar is not hideable (docs.sidebar.hideable is false).
export default function CollapseButton(): ReactNode {
  return null;
}
