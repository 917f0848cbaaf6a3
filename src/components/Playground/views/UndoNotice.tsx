import React from 'react';
import type {Undo} from '../state/playgroundState';
import styles from '../styles.module.css';

/** Says what an action replaced, with a button that brings it back. */
export default function UndoNotice({undo, onUndo}: {undo: Undo; onUndo: () => void}): React.JSX.Element {
  return (
    <p className={styles.undo} role="status">
      {undo.message}{' '}
      <button type="button" className="button button--sm button--outline button--primary" onClick={onUndo}>
        Undo
      </button>
    </p>
  );
}
