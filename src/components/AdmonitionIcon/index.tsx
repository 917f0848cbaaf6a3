import React, {type ComponentProps, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

export type AdmonitionIconName = 'note' | 'tip' | 'info' | 'warning' | 'danger';

// The theme's five admonition icons, drawn from one SVG file (static/img/admonition-icons.svg) instead
// of as markup in the JavaScript that every docs page loads: the browser fetches the file only for a
// page with an admonition. The theme's CSS sizes and colors the <svg> as before.
export default function AdmonitionIcon({
  icon,
  ...props
}: {icon: AdmonitionIconName} & ComponentProps<'svg'>): ReactNode {
  const sprite = useBaseUrl('/img/admonition-icons.svg');
  return (
    <svg aria-hidden="true" {...props}>
      <use href={`${sprite}#${icon}`} />
    </svg>
  );
}
