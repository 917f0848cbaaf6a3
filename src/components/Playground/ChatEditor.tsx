import React from 'react';
import Link from '@docusaurus/Link';
import type {ChatMessage} from '@site/src/lib/chatTokens';
import styles from './styles.module.css';

type Props = {
  messages: ChatMessage[];
  onChange: (messages: ChatMessage[]) => void;
  /** Tokens per message (its 3 plus its fields), when known. */
  perMessage?: number[];
  /** The message whose text holds a special token, to point at it. */
  errorIndex?: number;
};

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'];

export default function ChatEditor({messages, onChange, perMessage, errorIndex}: Props): React.JSX.Element {
  const update = (index: number, change: Partial<ChatMessage>) =>
    onChange(messages.map((message, i) => (i === index ? {...message, ...change} : message)));
  return (
    <div className={styles.chat}>
      <p className={styles.note}>
        Counted with the rule of the <Link to="/docs/getting-started/recipes/chatml">chat recipe</Link>: 3 tokens per
        message plus the tokens of its role, content and name, 1 more per name, and 3 for the reply. OpenAI&apos;s
        cookbook gives this rule for gpt-3.5-turbo, gpt-4, gpt-4o and gpt-4o-mini, as an estimate.
      </p>
      <ol className={styles.messages}>
        {messages.map((message, index) => {
          const id = `playground-message-${index}`;
          return (
            <li key={index} className={styles.message} aria-invalid={errorIndex === index || undefined}>
              <fieldset>
                <legend>
                  Message {index + 1}
                  {perMessage?.[index] !== undefined && (
                    <span className={styles.badge}>{perMessage[index]} tokens</span>
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
