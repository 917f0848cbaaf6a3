import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

/** "Copy as Java": the program that prints what the page shows (the block has a copy button). */
export default function JavaPanel({code}: {code: string}): React.JSX.Element {
  return (
    <section className={`${styles.section} ${styles.java}`} aria-labelledby="playground-java">
      <h2 id="playground-java">Copy as Java</h2>
      <p className={styles.note}>
        JTokkit 1.1.0 code that prints what is shown above. It needs <code>com.knuddels:jtokkit:1.1.0</code>.
      </p>
      <CodeBlock language="java" title="TokenizerPlayground.java">
        {code}
      </CodeBlock>
    </section>
  );
}
