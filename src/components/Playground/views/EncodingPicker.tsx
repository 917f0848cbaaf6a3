import React from 'react';
import {ENCODING_NAMES, type EncodingName} from '@site/src/lib/counting/jtokkit';
import {MODELS, modelByName} from '@site/src/lib/counting/models';
import {formatNumber} from '@site/src/lib/site/format';
import EncodingSelect from './EncodingSelect';
import styles from '../styles.module.css';

type Props = {
  encoding: EncodingName;
  model: string | null;
  onChange: (choice: {encoding: EncodingName; model: string | null}) => void;
};

/** Pick an encoding directly, or a model (ModelType) which implies its encoding. */
export default function EncodingPicker({encoding, model, onChange}: Props): React.JSX.Element {
  const chosen = model ? modelByName(model) : undefined;
  return (
    <div className={styles.pickers}>
      <div className={styles.field}>
        <label htmlFor="playground-encoding">Encoding</label>
        <EncodingSelect
          id="playground-encoding"
          value={encoding}
          onChange={(picked) => onChange({encoding: picked, model: null})}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="playground-model">Model</label>
        <select
          id="playground-model"
          value={model ?? ''}
          aria-describedby={chosen ? 'playground-model-note' : undefined}
          onChange={(event) => {
            const picked = modelByName(event.target.value);
            onChange(picked ? {encoding: picked.encoding, model: picked.name} : {encoding, model: null});
          }}
        >
          <option value="">None</option>
          {ENCODING_NAMES.map((name) => (
            <optgroup key={name} label={name}>
              {MODELS.filter((m) => m.encoding === name).map((m) => (
                <option key={m.name} value={m.name}>
                  {m.name} ({formatNumber(m.maxContextLength)} tokens)
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {chosen && (
        <p id="playground-model-note" className={styles.note}>
          In JTokkit, <code>ModelType.{chosen.constant}</code> has the encoding <code>{chosen.encoding}</code> and a max
          context length of {formatNumber(chosen.maxContextLength)} tokens.
        </p>
      )}
    </div>
  );
}
