import React from 'react';
import Link from '@docusaurus/Link';
import {formatNumber} from '@site/src/lib/site/format';
import type {JsonProblem} from '@site/src/components/Playground/text/jsonText';
import type {PlaygroundMessage} from '@site/src/components/Playground/text/shareLink';
import JsonField from './JsonField';
import styles from '../styles.module.css';

type Props = {
  requestModel: string;
  onModelChange: (model: string) => void;
  messages: PlaygroundMessage[];
  onChange: (messages: PlaygroundMessage[]) => void;
  /** Tokens per message (its 3 plus its fields), when known. */
  perMessage?: (number | undefined)[];
  /** Per message: where its other fields are not JSON. */
  moreProblems: (JsonProblem | null)[];
};

/** Names to pick from; any other model name can be typed. */
const CHAT_MODELS = ['gpt-4o', 'gpt-4o-mini', 'gpt-4', 'gpt-3.5-turbo', 'gpt-4.1', 'gpt-5', 'o3', 'o4-mini'];

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'];

export default function ChatEditor({
  requestModel,
  onModelChange,
  messages,
  onChange,
  perMessage,
  moreProblems,
}: Props): React.JSX.Element {
  const update = (index: number, change: Partial<PlaygroundMessage>) =>
    onChange(messages.map((message, i) => (i === index ? {...message, ...change} : message)));
  return (
    <div className={styles.chat}>
      <div className={styles.field}>
        <label htmlFor="playground-request-model">The request&apos;s model</label>
        <input
          id="playground-request-model"
          list="playground-chat-models"
          value={requestModel}
          aria-describedby="playground-request-model-note"
          onChange={(event) => onModelChange(event.target.value)}
        />
        <datalist id="playground-chat-models">
          {CHAT_MODELS.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <p id="playground-request-model-note" className={styles.note}>
        Messages are counted with the rule of the <Link to="/docs/getting-started/recipes/chatml">chat recipe</Link>: 3
        tokens per message plus the tokens of its role, content and name, 1 more per name, and 3 for the reply
        (gpt-3.5-turbo-0301: 4 per message and 1 less per name, the chat recipe&apos;s older rule). OpenAI&apos;s
        cookbook publishes this rule for gpt-3.5-turbo, gpt-4, gpt-4o and gpt-4o-mini; for other models it is an
        estimate.
      </p>
      <ol className={styles.messages}>
        {messages.map((message, index) => {
          const id = `playground-message-${index}`;
          return (
            <li key={index} className={styles.message}>
              <fieldset>
                <legend>
                  Message {index + 1}
                  {perMessage?.[index] !== undefined && (
                    <span className={styles.badge}>{formatNumber(perMessage[index])} tokens</span>
                  )}
                </legend>
                <div className={styles.messageFields}>
                  <div className={styles.field}>
                    <label htmlFor={`${id}-role`}>Role</label>
                    <input
                      id={`${id}-role`}
                      list="playground-roles"
                      value={message.role}
                      onChange={(event) => update(index, {role: event.target.value})}
                    />
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`${id}-name`}>Name (optional)</label>
                    <input
                      id={`${id}-name`}
                      value={message.name ?? ''}
                      onChange={(event) => update(index, {name: event.target.value || undefined})}
                    />
                  </div>
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    onClick={() => onChange(messages.filter((_, i) => i !== index))}
                  >
                    Remove message {index + 1}
                  </button>
                </div>
                <label htmlFor={`${id}-content`}>Content</label>
                <textarea
                  id={`${id}-content`}
                  rows={2}
                  className={styles.content}
                  value={message.content}
                  onChange={(event) => update(index, {content: event.target.value})}
                />
                {message.more !== undefined && (
                  <JsonField
                    id={`${id}-more`}
                    label="Other fields (JSON)"
                    note="tool_calls, function_call, tool_call_id, or content as a list of parts, as sent."
                    value={message.more}
                    problem={moreProblems[index]}
                    keeps="Until it is fixed, these fields are not counted."
                    rows={4}
                    onChange={(more) => update(index, {more})}
                  />
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <datalist id="playground-roles">
        {ROLES.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onChange([...messages, {role: 'user', content: ''}])}
      >
        Add message
      </button>
    </div>
  );
}
