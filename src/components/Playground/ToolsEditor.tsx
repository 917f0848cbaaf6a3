import React, {useRef} from 'react';
import Link from '@docusaurus/Link';
import type {EncodingName} from '@site/src/lib/jtokkit';
import type {ParsedTools} from '@site/src/lib/toolsJson';
import {TOOL_RULE_MODELS, TOOL_RULE_OF_ENCODING} from '@site/src/lib/toolTokens';
import styles from './styles.module.css';

type Props = {
  value: string;
  parsed: ParsedTools;
  encoding: EncodingName;
  onChange: (value: string) => void;
  onExample: () => void;
};

/** The request's tool definitions as JSON, counted with the tools recipe's rule. */
export default function ToolsEditor({value, parsed, encoding, onChange, onExample}: Props): React.JSX.Element {
  const input = useRef<HTMLTextAreaElement>(null);
  const rule = TOOL_RULE_OF_ENCODING[encoding];
  const problem = parsed.ok ? undefined : parsed.problem;
  // Select the offending text, so the place is seen and can be typed over.
  const showPlace = () => {
    if (!problem || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(problem.offset, problem.offset + Math.max(1, problem.length));
  };
  return (
    <div className={styles.tools}>
      <label htmlFor="playground-tools">Tools (JSON)</label>
      <p id="playground-tools-note" className={styles.note}>
        The request&apos;s <code>tools</code> array as sent to the API (or <code>functions</code>, or one tool), counted
        with the rule of the <Link to="/docs/getting-started/recipes/tools">tools recipe</Link>.{' '}
        {rule
          ? `OpenAI's cookbook gives its constants for ${TOOL_RULE_MODELS[rule]} and calls its counts an estimate, not a timeless guarantee; the playground uses them for any model with ${encoding}.`
          : `The cookbook gives no constants for ${encoding}: the tools are not counted. Pick o200k_base or cl100k_base.`}
      </p>
      <textarea
        id="playground-tools"
        ref={input}
        className={styles.content}
        rows={value ? 8 : 2}
        spellCheck={false}
        value={value}
        placeholder='[{"type": "function", "function": {"name": …, "description": …, "parameters": …}}]'
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'playground-tools-note playground-tools-problem' : 'playground-tools-note'}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <div id="playground-tools-problem" className="alert alert--danger" role="alert" data-testid="tools-problem">
          <p>{problem.message} Until it is fixed, the count keeps the tools as they last read.</p>
          <button type="button" className="button button--sm button--primary" onClick={showPlace}>
            Show line {problem.line}, column {problem.column}
          </button>
        </div>
      )}
      {parsed.ok && parsed.notes.length > 0 && (
        <ul className={styles.note}>
          {parsed.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div>
        <button type="button" className="button button--sm button--secondary" onClick={onExample}>
          Use the recipe&apos;s example (get_current_weather)
        </button>
      </div>
    </div>
  );
}
