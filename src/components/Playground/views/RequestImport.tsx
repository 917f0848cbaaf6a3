import React from 'react';
import type {JsonProblem} from '@site/src/components/Playground/text/jsonText';
import JsonField from './JsonField';
import styles from '../styles.module.css';

type Props = {
  value: string;
  problem: JsonProblem | null;
  onChange: (value: string) => void;
  onRead: () => void;
};

/** A whole request body, pasted as sent; Read request puts it into the fields below. */
export default function RequestImport({value, problem, onChange, onRead}: Props): React.JSX.Element {
  return (
    <div className={styles.requestImport}>
      <JsonField
        id="playground-request"
        label="Request as sent (JSON)"
        note={
          <>
            Paste the body of a Chat Completions request, as your app logs it or as <code>curl -d</code> sends it. Read
            request puts its model, messages and tools into the fields below, where you can edit them.
          </>
        }
        value={value}
        problem={problem}
        keeps="Nothing below has changed."
        rows={value ? 6 : 2}
        placeholder='{"model": "gpt-4o", "messages": [{"role": "user", "content": "Hello"}], "tools": [ … ]}'
        onChange={onChange}
      />
      <div>
        <button
          type="button"
          className="button button--sm button--primary"
          onClick={onRead}
          disabled={value.trim() === ''}
        >
          Read request
        </button>
      </div>
    </div>
  );
}
