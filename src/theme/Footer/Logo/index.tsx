import type {ReactNode} from 'react';

// Ejected to render nothing: the footer has no logo, only the copyright line.
export default function FooterLogo(): ReactNode {
  return null;
}
