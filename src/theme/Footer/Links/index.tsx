import type {ReactNode} from 'react';

// Ejected to render nothing: the footer is one copyright line, with no link columns.
export default function FooterLinks(): ReactNode {
  return null;
}
