import type {ComponentProps, ReactNode} from 'react';

// Ejected to the browser's own <details>: no doc has one (tests/unit/theme-components.test.ts), and the
// theme's animated version cost every docs page its code. One added later still opens and closes.
export default function MDXDetails(props: ComponentProps<'details'>): ReactNode {
  return <details {...props} />;
}
