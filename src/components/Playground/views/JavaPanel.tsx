import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {WithoutCodeLinks} from '@site/src/components/ApiLinks';
import {JTOKKIT, JTOKKIT_COORDINATES} from '@site/src/lib/site/site';
import styles from '../styles.module.css';

/**
 * "Copy as Java": the program that prints what the page shows (the block has a copy button).
 * `stale`: it is the program of an older input (a newer run goes, or was cancelled), dimmed like the result.
 */
function JavaPanel({code, stale}: {code: string; stale: boolean}): React.JSX.Element {
  return (
    <section className={clsx(styles.section, stale && styles.stale)} aria-labelledby="playground-java">
      <h2 id="playground-java">Copy as Java</h2>
      <p className={styles.note}>
        JTokkit {JTOKKIT.version} code that prints the tokens or counts shown above. It needs{' '}
        <code>{JTOKKIT_COORDINATES}</code>; the program of the chat mode also needs <code>RequestTokens.java</code> from
        the <Link to="/docs/getting-started/recipes/requests">request recipe</Link>, which does not count images, so its
        total leaves out the images&apos; tokens.
      </p>
      <WithoutCodeLinks>
        <CodeBlock language="java" title="TokenizerPlayground.java">
          {code}
        </CodeBlock>
      </WithoutCodeLinks>
    </section>
  );
}

// Typing into a long text re-renders the page on every key; these props change only with a result.
export default React.memo(JavaPanel);
