import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Concatenates string children so the block can be copied; leaves React elements as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Ejected from Docusaurus 3.8.1 to drop one line: the original keys the block on useIsBrowser(),
 * which throws every hydrated code block away and renders it again, because its Prism colors
 * were inline and only right for the default color mode. Ours come from CSS
 * (src/css/prism.css), so the server's markup is right in both modes.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
