import React, {useRef} from 'react';
import type {JsonProblem} from '@site/src/components/Playground/text/jsonText';
import styles from '../styles.module.css';

type Props = {
  id: string;
  label: string;
  /** Shown under the label, and read out with the field. */
  note?: React.ReactNode;
  value: string;
  /** Where the JSON is wrong; what happens until it is fixed goes in `keeps`. */
  problem?: JsonProblem | null;
  keeps?: string;
  rows?: number;
  placeholder?: string;
  onChange: (value: string) => void;
};

/** A JSON text field that points at the place where its JSON is wrong. */
export default function JsonField({
  id,
  label,
  note,
  value,
  problem,
  keeps,
  rows,
  placeholder,
  onChange,
}: Props): React.JSX.Element {
  const input = useRef<HTMLTextAreaElement>(null);
  // Select the offending text, so the place is seen and can be typed over.
  const showPlace = () => {
    if (!problem || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(problem.offset, problem.offset + Math.max(1, problem.length));
  };
  const described = [note ? `${id}-note` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.jsonField}>
      <label htmlFor={id}>{label}</label>
      {note && (
        <p id={`${id}-note`} className={styles.note}>
          {note}
        </p>
      )}
      <textarea
        id={id}
        ref={input}
        className={styles.content}
        rows={rows ?? (value ? 8 : 2)}
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <div id={`${id}-problem`} className="alert alert--danger" role="alert" data-testid={`${id}-problem`}>
          <p>
            {problem.message}
            {keeps && ` ${keeps}`}
          </p>
          {problem.offset > 0 || problem.length > 0 ? (
            <button type="button" className="button button--sm button--primary" onClick={showPlace}>
              Show line {problem.line}, column {problem.column}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
