import type {ReactNode} from 'react';

// Ejected to render nothing: the site has one docs version, the latest, which never gets a banner.
export default function DocVersionBanner(): ReactNode {
  return null;
}
