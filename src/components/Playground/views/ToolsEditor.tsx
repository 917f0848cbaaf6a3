import React from 'react';
import Link from '@docusaurus/Link';
import type {ParsedTools} from '@site/src/components/Playground/text/toolsJson';
import JsonField from './JsonField';
import styles from '../styles.module.css';

type Props = {
  value: string;
  parsed: ParsedTools;
  onChange: (value: string) => void;
  onExample: () => void;
};

/** The request's tool definitions as JSON, and its tool_choice or function_call if it has one. */
export default function ToolsEditor({value, parsed, onChange, onExample}: Props): React.JSX.Element {
  return (
    <div className={styles.tools}>
      <JsonField
        id="playground-tools"
        label="Tools (JSON)"
        note={
          <>
            The request&apos;s <code>tools</code> array as sent to the API (or <code>functions</code>, or one tool, or
            an object with <code>tools</code> and <code>tool_choice</code>), counted as the{' '}
            <Link to="/docs/getting-started/recipes/requests">request recipe</Link> does: an estimate that writes the
            definitions as TypeScript types, as openai-chat-tokens infers the service shows them to the model.
          </>
        }
        value={value}
        problem={parsed.ok ? null : parsed.problem}
        keeps="Until it is fixed, the count keeps the tools as they last read."
        placeholder='[{"type": "function", "function": {"name": …, "description": …, "parameters": …}}]'
        onChange={onChange}
      />
      <div>
        <button type="button" className="button button--sm button--secondary" onClick={onExample}>
          Use the recipe&apos;s example (get_current_weather)
        </button>
      </div>
    </div>
  );
}
