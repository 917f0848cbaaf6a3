import React from 'react';
import clsx from 'clsx';
import EncodingPicker from './EncodingPicker';
import type {PlaygroundAction, PlaygroundState} from './playgroundState';
import styles from './styles.module.css';

type Props = {
  state: PlaygroundState;
  dispatch: (action: PlaygroundAction) => void;
  /** Why the max tokens field cannot be used, if it cannot. */
  maxError?: string;
};

/** Text or chat input, the encoding, encodeOrdinary and max tokens. */
export default function Controls({state, dispatch, maxError}: Props): React.JSX.Element {
  const {view, encoding, model, mode, maxInput} = state;
  return (
    <div className={styles.controls}>
      <div role="group" aria-label="Input" className={styles.switch}>
        <button type="button" aria-pressed={view === 'text'} onClick={() => dispatch({type: 'view', view: 'text'})}>
          Text
        </button>
        <button type="button" aria-pressed={view === 'chat'} onClick={() => dispatch({type: 'view', view: 'chat'})}>
          Chat messages
        </button>
      </div>
      <EncodingPicker
        encoding={encoding}
        model={model}
        onChange={(choice) => dispatch({type: 'encoding', encoding: choice.encoding, model: choice.model})}
      />
      <div className={styles.options}>
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
          <div className={styles.field}>
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
              {maxError ?? 'Shows what encode(text, maxTokens) returns.'}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
