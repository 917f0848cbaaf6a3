import React, {useCallback, type MutableRefObject, type ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import KeepServerMarkup from '@site/src/components/KeepServerMarkup';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrapped (unsafe; plugins/touchpoints/README.md): a block keeps the server's highlighted markup
 * while the page hydrates, instead of React tokenizing the code again and hydrating an element per
 * token. A block whose code changes (the playground's) renders as usual.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // The word-wrap button measures the <pre>, which the original component would have given it.
  const lendPreToWordWrap = useCallback(
    (marker: HTMLElement | null) => {
      // A ref's .current is ours to set in a ref callback; the rule cannot see that this is a ref.
      // eslint-disable-next-line react-hooks/immutability
      (wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>).current = marker?.querySelector('pre') ?? null;
    },
    [wordWrap.codeBlockRef],
  );
  return (
    <KeepServerMarkup version={metadata.code} markerRef={lendPreToWordWrap}>
      <Content {...props} />
    </KeepServerMarkup>
  );
}
