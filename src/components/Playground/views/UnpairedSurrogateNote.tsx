import React from 'react';
import styles from '../styles.module.css';

/**
 * Why text with an unpaired surrogate gets no tokens here, and what JTokkit 1.1.0 does with it
 * (run with its jar: `encode("a\uD800b")` is [64, 30, 65] in o200k_base, [64, 169, 64319, 65] in
 * cl100k_base, and an AssertionError in cl100k_base under -ea).
 */
export default function UnpairedSurrogateNote(): React.JSX.Element {
  return (
    <p className={styles.note}>
      JTokkit 1.1.0 does not throw on an unpaired surrogate: <code>cl100k_base</code> encodes the surrogate&apos;s three
      bytes (with assertions on, <code>-ea</code>, it throws an <code>AssertionError</code>), the other encodings encode
      it as <code>?</code>. The playground does not reproduce this, so it shows no tokens for such text.
    </p>
  );
}
