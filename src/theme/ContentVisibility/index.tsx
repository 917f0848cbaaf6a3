import type {ReactNode} from 'react';

// Ejected to render nothing: no doc or page is unlisted or a draft, the only ones with a banner.
export default function ContentVisibility(): ReactNode {
  return null;
}
