import type {ReactNode} from 'react';

// Ejected to render nothing: the site has one docs version, and the badge shows only with several.
export default function DocVersionBadge(): ReactNode {
  return null;
}
