import React, {type ComponentProps, type ReactNode} from 'react';
import AdmonitionIcon from '@site/src/components/AdmonitionIcon';

// Ejected to draw the icon from the sprite (see src/components/AdmonitionIcon).
export default function AdmonitionIconDanger(props: ComponentProps<'svg'>): ReactNode {
  return <AdmonitionIcon {...props} icon="danger" />;
}
