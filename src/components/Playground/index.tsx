import React, {useEffect, useMemo, useReducer, useRef} from 'react';
import clsx from 'clsx';
import {modelByName} from '@site/src/lib/models';
import {compareSnippet, requestSnippet, textSnippet} from '@site/src/lib/javaSnippet';
import {ENCODING_NAMES} from '@site/src/lib/jtokkit';
import {readAddress} from '@site/src/lib/shareLink';
import ChatEditor from './ChatEditor';
import CompareView from './CompareView';
import Controls from './Controls';
import JavaPanel from './JavaPanel';
import Options from './Options';
import RequestImport from './RequestImport';
import RequestResult from './RequestResult';
import RunStatus from './RunStatus';
import ShareLink from './ShareLink';
import TextResultView from './TextResultView';
import ToolsEditor from './ToolsEditor';
import UndoNotice from './UndoNotice';
import {initialState, linkFor, parseMax, playgroundReducer, requestBody} from './playgroundState';
import {useTokenizer} from './useTokenizer';
import styles from './styles.module.css';

/** Tokens drawn as shaded spans; more would make the page slow to lay out. */
const SEGMENT_LIMIT = 2000;

/** Wires the page's state (playgroundState.ts) and the tokenizer (tokenizerClient.ts) to the views. */
export default function Playground(): React.JSX.Element {
  const [page, dispatch] = useReducer(playgroundReducer, undefined, initialState);
  const {
    view,
    text,
    windowsLineBreaks,
    messages,
    encoding,
    model,
    mode,
    ready,
    toolsInput,
    toolsParsed,
    tools,
    comparePair,
    requestModel,
  } = page;
  const firstRun = useRef(true);
  const request = useMemo(() => requestBody({messages, tools, requestModel}), [messages, tools, requestModel]);
  const {state, run, cancel, retry} = useTokenizer();
  const max = parseMax(page.maxInput);

  // The fragment this page last read or wrote: going back to it, or writing it, opens nothing.
  const shownFragment = useRef<string | null>(null);

  // A link is read after hydration (the server has no URL), and again when a new fragment link is
  // opened in the same tab. State in the query (older links) moves into the fragment, so that a
  // reload does not send it to the host.
  useEffect(() => {
    const open = (fresh: boolean) => {
      const link = readAddress(window.location);
      if (link.rewrite !== null)
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${link.rewrite}`);
      if (fresh && (link.from === null || link.params === shownFragment.current)) return;
      shownFragment.current = link.params;
      dispatch({type: 'linkOpened', params: link.params, fresh});
    };
    const onHashChange = () => open(true);
    open(false);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  // Debounced: typing runs one tokenization per pause, not one per key; longer texts wait longer.
  useEffect(() => {
    if (!ready) return undefined;
    // The first run starts at once: the vocabulary download is most of the wait for a first count.
    const delay = firstRun.current ? 0 : view !== 'chat' && text.length > 100_000 ? 400 : 150;
    firstRun.current = false;
    const timer = setTimeout(() => {
      if (view === 'text')
        run({
          type: 'text',
          encoding,
          mode,
          text,
          maxTokens: max.value,
          segmentLimit: SEGMENT_LIMIT,
          crlf: windowsLineBreaks && text.includes('\n'),
        });
      else if (view === 'chat') run({type: 'chat', encoding, body: request.body});
      else
        run({
          type: 'compare',
          mode,
          text,
          encodings: [...ENCODING_NAMES],
          shaded: [...new Set(comparePair)],
          segmentLimit: SEGMENT_LIMIT,
        });
    }, delay);
    return () => clearTimeout(timer);
  }, [ready, view, text, windowsLineBreaks, request, comparePair, encoding, mode, max.value, run]);

  const result = view === 'text' ? state.text : undefined;
  const chat = view === 'chat' ? state.chat : undefined;
  const chosenModel = model ? modelByName(model) : undefined;
  const perMessage = useMemo(() => {
    const tokens: (number | undefined)[] = [];
    for (const part of chat?.count.parts ?? [])
      if (part.path.length === 2 && part.path[0] === 'messages' && typeof part.path[1] === 'number')
        tokens[part.path[1]] = part.tokens ?? undefined;
    return tokens;
  }, [chat]);
  const busy = state.phase === 'running' || state.phase === 'loading';
  const error = state.phase === 'error' ? state.error : undefined;

  const java = useMemo(() => {
    if (view === 'compare') {
      // Counts in the comment only when every encoding has one for this very text and mode.
      const compare = state.compare;
      const current = compare?.complete && compare.request.text === text && compare.request.mode === mode;
      const counts = current
        ? ENCODING_NAMES.flatMap((encoding) => {
            const count = compare.rows[encoding]?.count;
            return typeof count === 'number' ? [{encoding, count}] : [];
          })
        : [];
      return compareSnippet({mode, text, counts: counts.length === ENCODING_NAMES.length ? counts : undefined});
    }
    if (view === 'chat') {
      // No total in the comment while there is no count for this request (a failed download). The
      // recipe's Java class does not count images, so the comment's total leaves their tokens out.
      const imageTokens = chat?.count.parts.reduce(
        (sum, part) => sum + (part.basis === 'image' ? (part.tokens ?? 0) : 0),
        0,
      );
      return requestSnippet({
        encoding,
        body: request.body,
        total: state.phase === 'done' && chat ? chat.count.total - (imageTokens ?? 0) : undefined,
      });
    }
    const settled = state.settled;
    if (!settled) return '';
    const done = result?.request === settled ? result : undefined;
    return textSnippet({
      encoding: settled.encoding,
      model: chosenModel?.encoding === settled.encoding ? chosenModel : undefined,
      mode: settled.mode,
      text: settled.text,
      maxTokens: settled.maxTokens,
      tokens: done ? Array.from(done.ids) : undefined,
      result: done?.limited ?? undefined,
    });
  }, [view, text, encoding, chosenModel, mode, request, chat, result, state.compare, state.settled, state.phase]);

  const makeLink = async () => {
    const link = linkFor(page, `${window.location.origin}${window.location.pathname}`);
    if (!link.ok) {
      dispatch({type: 'shared', share: {message: link.reason}});
      return;
    }
    const {url, fragment} = link;
    // The address keeps the state too, in the fragment (the query, if any, is not the playground's).
    shownFragment.current = fragment.slice(1);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}${fragment}`,
    );
    try {
      await navigator.clipboard.writeText(url);
      dispatch({type: 'shared', share: {url, message: 'Link copied.'}});
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

      <Controls state={page} dispatch={dispatch} />
      {page.undo?.where === 'encoding' && <UndoNotice undo={page.undo} onUndo={() => dispatch({type: 'undo'})} />}

      {view === 'chat' ? (
        <>
          <RequestImport
            value={page.requestInput}
            problem={page.requestProblem}
            onChange={(value) => dispatch({type: 'requestInput', requestInput: value})}
            onRead={() => dispatch({type: 'readRequest'})}
          />
          <ChatEditor
            requestModel={requestModel}
            onModelChange={(value) => dispatch({type: 'requestModel', requestModel: value})}
            messages={messages}
            onChange={(changed) => dispatch({type: 'messages', messages: changed})}
            perMessage={perMessage}
            moreProblems={request.moreProblems}
          />
          <ToolsEditor
            value={toolsInput}
            parsed={toolsParsed}
            onChange={(value) => dispatch({type: 'tools', toolsInput: value})}
            onExample={() => dispatch({type: 'toolExample'})}
          />
          {page.undo?.where === 'tools' && <UndoNotice undo={page.undo} onUndo={() => dispatch({type: 'undo'})} />}
        </>
      ) : (
        <div className={styles.input}>
          <label htmlFor="playground-text">Text</label>
          <textarea
            id="playground-text"
            className={styles.textarea}
            value={text}
            rows={4}
            spellCheck={false}
            onPaste={(event) =>
              dispatch({type: 'pasted', lineBreaksWithCr: event.clipboardData.getData('text/plain').includes('\r')})
            }
            onChange={(event) => dispatch({type: 'text', text: event.target.value})}
          />
        </div>
      )}

      <section
        className={clsx(styles.section, view === 'text' && !result && !error && styles.waitingForFirstCount)}
        aria-labelledby="playground-result"
        aria-busy={busy}
      >
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

        {view === 'text' && result && !error && (
          <TextResultView result={result} model={chosenModel} stale={result.id !== state.latest} />
        )}

        {view === 'compare' && !error && (
          <CompareView
            compare={state.compare}
            pair={comparePair}
            onPair={(side, changed) => dispatch({type: 'comparePair', side, encoding: changed})}
          />
        )}

        {view === 'chat' && chat && !error && (
          <RequestResult
            count={chat.count}
            model={chosenModel}
            stale={chat.id !== state.latest}
            usageInput={page.usageInput}
            onUsageChange={(value) => dispatch({type: 'usageInput', usageInput: value})}
          />
        )}
      </section>

      {view !== 'chat' && <Options state={page} dispatch={dispatch} maxError={max.error} />}

      <ShareLink share={page.share} onShare={makeLink} />

      {java && <JavaPanel code={java} stale={view === 'text' && state.settled?.id !== state.latest} />}
    </div>
  );
}
