import React from 'react';
import styles from '../styles.module.css';

type Props = {
  text: string;
  onChange: (text: string) => void;
  /** A paste, before its text arrives: whether it had \r line breaks, which the box turns into \n. */
  onPaste: (lineBreaksWithCr: boolean) => void;
};

/** The text box of the Text and Compare views. */
export default function TextInput({text, onChange, onPaste}: Props): React.JSX.Element {
  return (
    <div className={styles.input}>
      <label htmlFor="playground-text">Text</label>
      <textarea
        id="playground-text"
        className={styles.textarea}
        value={text}
        rows={4}
        spellCheck={false}
        onPaste={(event) => onPaste(event.clipboardData.getData('text/plain').includes('\r'))}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
