import React from 'react';
import {ENCODING_NAMES, type EncodingName} from '@site/src/lib/counting/jtokkit';

type Props = {
  id: string;
  value: EncodingName;
  onChange: (encoding: EncodingName) => void;
};

/** A <select> of the five encodings (labelled by its caller's <label htmlFor={id}>). */
export default function EncodingSelect({id, value, onChange}: Props): React.JSX.Element {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as EncodingName)}>
      {ENCODING_NAMES.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
