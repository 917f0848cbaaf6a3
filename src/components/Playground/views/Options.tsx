import React from 'react';
import clsx from 'clsx';
import type {PlaygroundAction, PlaygroundState} from '../state/playgroundState';
import styles from '../styles.module.css';

type Props = {
  state: PlaygroundState;
  dispatch: (action: PlaygroundAction) => void;
  /** Why the max tokens field cannot be used, if it cannot. */
  maxError?: string;
};

/** encodeOrdinary and max tokens: below the result, so that the text and its tokens come first. */
export default function Options({state, dispatch, maxError}: Props): React.JSX.Element {
  const {view, mode, maxInput} = state;
  return (
    <fieldset className={styles.options}>
      <legend>Options</legend>
      <div className={styles.check}>
        <input
          id="playground-ordinary"
          type="checkbox"
          checked={mode === 'ordinary'}
          onChange={(event) => dispatch({type: 'mode', mode: event.target.checked ? 'ordinary' : 'encode'})}
        />
        <label htmlFor="playground-ordinary">
          Treat special tokens as ordinary (<code>encodeOrdinary</code>)
        </label>
      </div>
      {view === 'text' && (
        <div className={styles.maxField}>
          <label htmlFor="playground-max">Max tokens</label>
          <input
            id="playground-max"
            inputMode="numeric"
            placeholder="no limit"
            value={maxInput}
            aria-invalid={maxError ? true : undefined}
            aria-describedby="playground-max-note"
            onChange={(event) => dispatch({type: 'maxInput', maxInput: event.target.value})}
            className={styles.max}
          />
          <span id="playground-max-note" className={clsx(styles.note, maxError && styles.invalid)}>
            {maxError ?? `Shows what ${mode === 'ordinary' ? 'encodeOrdinary' : 'encode'}(text, maxTokens) returns.`}
          </span>
        </div>
      )}
    </fieldset>
  );
}
