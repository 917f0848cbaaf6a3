import React, {useMemo} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {formatNumber, shortened} from '@site/src/lib/site/format';
import {readJson, wholeTextProblem} from '@site/src/components/Playground/text/jsonText';
import type {Model} from '@site/src/lib/counting/models';
import {BASES, pathText, type Basis, type RequestCount} from '@site/src/lib/counting/requestTokens';
import {explainUsage, readUsage} from '@site/src/components/Playground/text/usageDiff';
import JsonField from './JsonField';
import ContextShare from './ContextShare';
import styles from '../styles.module.css';

type Props = {
  count: RequestCount;
  model?: Model;
  /** A newer run is going; the result is dimmed until it is replaced. */
  stale: boolean;
  usageInput: string;
  onUsageChange: (value: string) => void;
};

/** The request's tokens, part by part with what each rests on, and the response's usage next to them. */
export default function RequestResult({count, model, stale, usageInput, onUsageChange}: Props): React.JSX.Element {
  const used = [...new Set(count.parts.map((part) => part.basis))];
  return (
    <div className={clsx(stale && styles.stale)}>
      <dl className={styles.stats}>
        <div>
          <dt>Prompt tokens</dt>
          <dd data-testid="chat-token-count">{formatNumber(count.total)}</dd>
        </div>
        <div>
          <dt>Model</dt>
          <dd>
            {count.model === null ? 'none named' : shortened(count.model)}
            {count.modelHasPublishedRule ? ' (published chat rule)' : ' (no published rule)'}
          </dd>
        </div>
        {model && <ContextShare model={model} tokens={count.total} />}
      </dl>
      <table className={styles.parts} data-testid="request-parts">
        <caption className={styles.srOnly}>Where the prompt tokens go</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Tokens</th>
            <th scope="col">Rests on</th>
          </tr>
        </thead>
        <tbody>
          {count.parts.map((part) => (
            <tr key={`${pathText(part.path)} ${part.label}`}>
              <th scope="row">{part.label}</th>
              <td>{part.tokens === null ? 'not counted' : formatNumber(part.tokens)}</td>
              <td>
                {part.published ? 'published rule' : 'estimate'}: {BASES[part.basis].name}
                {part.note && <span className={styles.partNote}> ({part.note})</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {count.problems.length > 0 && (
        <div className="alert alert--warning" role="alert" data-testid="request-problems">
          <p>Not counted, because the request has something else there:</p>
          <ul>
            {count.problems.map((problem) => (
              <li key={`${pathText(problem.path)} ${problem.message}`}>
                <code>{pathText(problem.path)}</code>: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <details className={styles.bases}>
        <summary>What each part rests on</summary>
        <dl>
          {used.map((basis: Basis) => (
            <div key={basis}>
              <dt>{BASES[basis].name}</dt>
              <dd>{BASES[basis].rests}.</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>
          The <Link to="/docs/getting-started/recipes/requests#how-exact-it-is">request recipe</Link> says on how many
          public records each rule is exact.
        </p>
      </details>
      <UsageComparison count={count} usageInput={usageInput} onUsageChange={onUsageChange} />
    </div>
  );
}

function UsageComparison({
  count,
  usageInput,
  onUsageChange,
}: Pick<Props, 'count' | 'usageInput' | 'onUsageChange'>): React.JSX.Element {
  const read = useMemo(() => {
    if (usageInput.trim() === '') return null;
    const json = readJson(usageInput);
    return json.ok ? readUsage(json.value) : json;
  }, [usageInput]);
  const problem = read && !read.ok ? ('problem' in read ? read.problem : wholeTextProblem(read.message)) : null;
  const explained = read?.ok ? explainUsage(count, read.usage) : null;
  return (
    <div className={styles.usage}>
      <JsonField
        id="playground-usage"
        label="The response's usage (optional)"
        note={
          <>
            Paste the response, or its <code>usage</code> object, to compare its <code>prompt_tokens</code> with the
            count.
          </>
        }
        value={usageInput}
        problem={problem}
        rows={usageInput ? 6 : 2}
        placeholder='{"prompt_tokens": 101, "completion_tokens": 23, "total_tokens": 124}'
        onChange={onUsageChange}
      />
      {explained && read?.ok && (
        <div role="status" data-testid="usage-difference">
          <p>
            <strong>
              {explained.difference === 0
                ? `prompt_tokens is ${formatNumber(read.usage.promptTokens)}: the count is exact.`
                : `prompt_tokens is ${formatNumber(read.usage.promptTokens)}: ${formatNumber(Math.abs(explained.difference))} ${explained.difference > 0 ? 'more' : 'fewer'} than counted.`}
            </strong>
          </p>
          {explained.reasons.length > 0 && (
            <ul>
              {explained.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
