import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/** The text of a React tree, for labelling. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

/** The column headers of a Markdown table (its first child is the <thead>). */
function headersOf(children: ReactNode): string {
  const [head] = React.Children.toArray(children);
  const row = React.isValidElement<{children?: ReactNode}>(head)
    ? React.Children.toArray(head.props.children)[0]
    : null;
  const cells = React.isValidElement<{children?: ReactNode}>(row) ? React.Children.toArray(row.props.children) : [];
  return cells
    .map((cell) => textOf(cell).trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Wide tables scroll sideways on a phone. A scrolling region must be reachable by keyboard
 * (WCAG 2.1.1), so each table sits in a focusable region, named after its columns, that scrolls.
 */
function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  return (
    <div className="table-scroll" role="region" aria-label={`Table: ${headersOf(props.children)}`} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default {...MDXComponents, table: ScrollableTable};
