import React, {useCallback, useId, useState, type MutableRefObject, type ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;
type ServerMarkup = {html: string; code: string};

/** The highlighted markup the server rendered for this block, read while the page hydrates. */
function serverMarkup(id: string, code: string, hydrating: boolean): ServerMarkup | null {
  if (!hydrating || !ExecutionEnvironment.canUseDOM) return null;
  const rendered = document.querySelector(`[data-code-block="${CSS.escape(id)}"]`);
  return rendered ? {html: rendered.innerHTML, code} : null;
}

/**
 * Wrapped (pinned Docusaurus 3.8.1; "unsafe" to wrap): a block that arrives highlighted in the
 * server's HTML keeps that markup while the page hydrates, instead of React tokenising the code
 * again and hydrating one element per token (70% of a code-heavy page's elements). Blocks rendered
 * later, and any block whose code changes (the playground's), render as usual.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const id = useId();
  const hydrating = !useIsBrowser();
  const {metadata, wordWrap} = useCodeBlockContext();
  const [kept, setKept] = useState(() => serverMarkup(id, metadata.code, hydrating));
  if (kept && kept.code !== metadata.code) setKept(null);

  // The word-wrap button measures the <pre>, which the original component would have given it.
  const lendPreToWordWrap = useCallback(
    (container: HTMLDivElement | null) => {
      (wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>).current =
        container?.querySelector('pre') ?? null;
    },
    [wordWrap.codeBlockRef],
  );

  if (kept && kept.code === metadata.code) {
    return (
      <div
        key="server"
        data-code-block={id}
        className={styles.contents}
        ref={lendPreToWordWrap}
        dangerouslySetInnerHTML={{__html: kept.html}}
      />
    );
  }
  return (
    <div key="client" data-code-block={id} className={styles.contents}>
      <Content {...props} />
    </div>
  );
}
