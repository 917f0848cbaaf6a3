import React from 'react';
import EncodingPicker from './EncodingPicker';
import type {PlaygroundAction, PlaygroundState, View} from '../state/playgroundState';
import styles from '../styles.module.css';

type Props = {
  state: PlaygroundState;
  dispatch: (action: PlaygroundAction) => void;
};

const VIEWS: {view: View; label: string}[] = [
  {view: 'text', label: 'Text'},
  {view: 'chat', label: 'Chat messages'},
  {view: 'compare', label: 'Compare encodings'},
];

/** Above the input: what to tokenize (text, chat, a comparison) and with which encoding. */
export default function Controls({state, dispatch}: Props): React.JSX.Element {
  const {view, encoding, model} = state;
  return (
    <div className={styles.controls}>
      <div role="group" aria-label="Input" className={styles.switch}>
        {VIEWS.map((item) => (
          <button
            key={item.view}
            type="button"
            aria-pressed={view === item.view}
            onClick={() => dispatch({type: 'view', view: item.view})}
          >
            {item.label}
          </button>
        ))}
      </div>
      {/* A comparison counts every encoding; it picks its two shaded ones itself. */}
      {view !== 'compare' && (
        <EncodingPicker
          encoding={encoding}
          model={model}
          onChange={(choice) => dispatch({type: 'encoding', encoding: choice.encoding, model: choice.model})}
        />
      )}
    </div>
  );
}
