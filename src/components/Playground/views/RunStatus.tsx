import React from 'react';
import clsx from 'clsx';
import type {EncodingName} from '@site/src/lib/counting/jtokkit';
import type {TokenizerError, TokenizerState} from '../worker/tokenizerClient';
import UnpairedSurrogateNote from './UnpairedSurrogateNote';
import styles from '../styles.module.css';

type Props = {
  state: TokenizerState;
  encoding: EncodingName;
  onCancel: () => void;
  onRetry: () => void;
  onUseOrdinary: () => void;
};

/** Downloading, progress, Cancel and Retry, and the tokenizer's errors. */
export default function RunStatus({state, encoding, onCancel, onRetry, onUseOrdinary}: Props): React.JSX.Element {
  const busy = state.phase === 'running' || state.phase === 'loading';
  const error = state.phase === 'error' ? state.error : undefined;
  return (
    <>
      <div className={styles.status} role="status">
        {state.phase === 'loading' && (
          <>
            <label htmlFor="playground-download">
              Downloading the {state.loadingEncoding} vocabulary
              {state.loadingStep && ` (${state.loadingStep.done} of ${state.loadingStep.total} loaded)`}…
            </label>
            {state.loadingStep ? (
              <progress id="playground-download" max={state.loadingStep.total} value={state.loadingStep.done} />
            ) : (
              <progress id="playground-download" />
            )}
          </>
        )}
        {state.phase === 'running' && (state.progress || state.slow) && (
          <>
            <label htmlFor="playground-progress">Tokenizing</label>
            {state.progress ? (
              <progress id="playground-progress" max={state.progress.total} value={state.progress.done} />
            ) : (
              <progress id="playground-progress" />
            )}
            <span className={styles.percent}>
              {state.progress && `${Math.floor((100 * state.progress.done) / Math.max(1, state.progress.total))}%`}
            </span>
          </>
        )}
        {state.phase === 'cancelled' && <span>Cancelled. Edit the input or press Retry to tokenize again.</span>}
        {busy && (state.progress || state.slow || state.phase === 'loading') && (
          <button
            type="button"
            className={clsx('button button--sm button--outline button--danger', styles.cancel)}
            onClick={onCancel}
          >
            Cancel
          </button>
        )}
        {state.phase === 'cancelled' && (
          <button type="button" className="button button--sm button--primary" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
      {error && <ErrorMessage error={error} encoding={encoding} onRetry={onRetry} onUseOrdinary={onUseOrdinary} />}
    </>
  );
}

function ErrorMessage({
  error,
  encoding,
  onRetry,
  onUseOrdinary,
}: {error: TokenizerError} & Pick<Props, 'encoding' | 'onRetry' | 'onUseOrdinary'>): React.JSX.Element {
  return (
    <div
      className={clsx('alert', error.kind === 'special' ? 'alert--danger' : 'alert--warning', styles.error)}
      role="alert"
      data-testid="tokenizer-error"
    >
      {error.kind === 'special' ? (
        <>
          <p>{error.message}</p>
          <button type="button" className="button button--sm button--primary" onClick={onUseOrdinary}>
            Use encodeOrdinary
          </button>
        </>
      ) : error.kind === 'load' ? (
        <>
          <p>
            Could not download the {error.encoding ?? encoding} vocabulary. Check the connection and try again; your
            input is kept.
          </p>
          <button type="button" className="button button--sm button--primary" onClick={onRetry}>
            Retry
          </button>
        </>
      ) : error.kind === 'worker' ? (
        <>
          <p>
            The tokenizer&apos;s script could not be loaded: the connection failed, or the site was updated since this
            page was opened (then reload the page). Your input is kept.
          </p>
          <button type="button" className="button button--sm button--primary" onClick={onRetry}>
            Retry
          </button>
        </>
      ) : error.kind === 'malformed' ? (
        <>
          <p>{error.message}</p>
          <UnpairedSurrogateNote />
        </>
      ) : (
        <p>{error.message}</p>
      )}
    </div>
  );
}
