import React, {useEffect, useMemo, useReducer, useRef} from 'react';
import clsx from 'clsx';
import {modelByName} from '@site/src/lib/models';
import {chatSnippet, textSnippet} from '@site/src/lib/javaSnippet';
import ChatEditor from './ChatEditor';
import Controls from './Controls';
import JavaPanel from './JavaPanel';
import RunStatus from './RunStatus';
import ShareLink from './ShareLink';
import TextResultView, {ContextShare} from './TextResultView';
import {initialState, linkFor, parseMax, playgroundReducer} from './playgroundState';
import {useTokenizer} from './useTokenizer';
import styles from './styles.module.css';

/** Tokens drawn as shaded spans; more would make the page slow to lay out. */
const SEGMENT_LIMIT = 2000;

/** Wires the page's state (playgroundState.ts) and the tokenizer (tokenizerClient.ts) to the views. */
export default function Playground(): React.JSX.Element {
  const [page, dispatch] = useReducer(playgroundReducer, undefined, initialState);
  const {view, text, messages, encoding, model, mode, ready} = page;
  const firstRun = useRef(true);
  const {state, run, cancel, retry} = useTokenizer();
  const max = parseMax(page.maxInput);

  // The share link is read once after hydration: the server has no URL.
  useEffect(() => {
    dispatch({type: 'linkOpened', query: window.location.search});
  }, []);

  // Debounced: typing runs one tokenization per pause, not one per key; longer texts wait longer.
  useEffect(() => {
    if (!ready) return undefined;
    // The first run starts at once: the vocabulary download is most of the wait for a first count.
    const delay = firstRun.current ? 0 : view === 'text' && text.length > 100_000 ? 400 : 150;
    firstRun.current = false;
    const timer = setTimeout(() => {
      if (view === 'text') run({type: 'text', encoding, mode, text, maxTokens: max.value, segmentLimit: SEGMENT_LIMIT});
      else run({type: 'chat', encoding, mode, messages});
    }, delay);
    return () => clearTimeout(timer);
  }, [ready, view, text, messages, encoding, mode, max.value, run]);

  const result = view === 'text' ? state.text : undefined;
  const chat = view === 'chat' ? state.chat : undefined;
  const chosenModel = model ? modelByName(model) : undefined;
  const busy = state.phase === 'running' || state.phase === 'loading';
  const error = state.phase === 'error' ? state.error : undefined;

  const java = useMemo(() => {
    if (view === 'chat') {
      // No total in the comment while the count failed (a special token in a message).
      return chatSnippet({
        encoding,
        model: chosenModel,
        mode,
        messages,
        total: state.phase === 'done' ? chat?.total : undefined,
      });
    }
    const request = state.settled;
    if (!request) return '';
    const done = result?.request === request ? result : undefined;
    return textSnippet({
      encoding: request.encoding,
      model: chosenModel?.encoding === request.encoding ? chosenModel : undefined,
      mode: request.mode,
      text: request.text,
      maxTokens: request.maxTokens,
      tokens: done ? Array.from(done.ids) : undefined,
      result: done?.limited ?? undefined,
    });
  }, [view, encoding, chosenModel, mode, messages, chat, result, state.settled, state.phase]);

  const makeLink = async () => {
    const link = linkFor(page);
    if (!link.ok) {
      dispatch({type: 'shared', share: {message: link.reason}});
      return;
    }
    const url = `${window.location.origin}${window.location.pathname}${link.query}`;
    window.history.replaceState(null, '', link.query);
    try {
      await navigator.clipboard.writeText(url);
      dispatch({type: 'shared', share: {url, message: 'Link copied. It opens this text with these settings.'}});
    } catch {
      dispatch({type: 'shared', share: {url, message: 'Copy the link from the field.'}});
    }
  };

  return (
    <div className={styles.playground}>
      {page.linkProblems.length > 0 && (
        <div className="alert alert--warning" role="alert">
          <p>Part of the link could not be used:</p>
          <ul>
            {page.linkProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      <Controls state={page} dispatch={dispatch} maxError={max.error} />

      {view === 'text' ? (
        <div className={styles.input}>
          <label htmlFor="playground-text">Text</label>
          <textarea
            id="playground-text"
            className={styles.textarea}
            value={text}
            rows={6}
            spellCheck={false}
            onChange={(event) => dispatch({type: 'text', text: event.target.value})}
          />
        </div>
      ) : (
        <ChatEditor
          messages={messages}
          onChange={(changed) => dispatch({type: 'messages', messages: changed})}
          perMessage={chat?.perMessage}
          errorIndex={error?.messageIndex}
        />
      )}

      <ShareLink share={page.share} onShare={makeLink} />

      <section className={styles.section} aria-labelledby="playground-result" aria-busy={busy}>
        <h2 id="playground-result" className={styles.srOnly}>
          Result
        </h2>
        <RunStatus
          state={state}
          encoding={encoding}
          onCancel={cancel}
          onRetry={retry}
          onUseOrdinary={() => dispatch({type: 'mode', mode: 'ordinary'})}
        />

        {view === 'text' && result && !error && <TextResultView result={result} model={chosenModel} stale={busy} />}

        {view === 'chat' && chat && !error && (
          <dl className={clsx(styles.stats, busy && styles.stale)}>
            <div>
              <dt>Chat tokens</dt>
              <dd data-testid="chat-token-count">{chat.total}</dd>
            </div>
            <div>
              <dt>Messages</dt>
              <dd>{messages.length}</dd>
            </div>
            {chosenModel && <ContextShare model={chosenModel} tokens={chat.total} />}
          </dl>
        )}
      </section>

      {java && <JavaPanel code={java} />}
    </div>
  );
}
