import React, {useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {OPENAI_COOKBOOK_EXAMPLE, type ChatMessage} from '@site/src/lib/chatTokens';
import {JAVA_INT_MAX, type EncodingName} from '@site/src/lib/jtokkit';
import {modelByName} from '@site/src/lib/models';
import {chatSnippet, textSnippet} from '@site/src/lib/javaSnippet';
import {fromQuery, toQuery} from '@site/src/lib/shareLink';
import ChatEditor from './ChatEditor';
import EncodingPicker from './EncodingPicker';
import JavaPanel from './JavaPanel';
import LimitResult from './LimitResult';
import TokenView from './TokenView';
import type {Mode} from './protocol';
import {useTokenizer} from './useTokenizer';
import styles from './styles.module.css';
import {formatNumber} from '@site/src/lib/format';

/** Tokens drawn as shaded spans; more would make the page slow to lay out. */
const SEGMENT_LIMIT = 2000;

const DEFAULT_TEXT =
  'JTokkit is a Java tokenizer library for OpenAI models.\nType or paste text here to see its tokens: words, numbers like 12345, emoji like 🍕.';

// OpenAI's cookbook example (129 tokens in cl100k_base by OpenAI's own count).
const DEFAULT_MESSAGES: ChatMessage[] = OPENAI_COOKBOOK_EXAMPLE.map((message) => ({...message}));

function parseMax(input: string): {value: number | null; error?: string} {
  const trimmed = input.trim();
  if (trimmed === '') return {value: null};
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > JAVA_INT_MAX) {
    return {value: null, error: `Enter a whole number from 0 to ${formatNumber(JAVA_INT_MAX)} (a Java int).`};
  }
  return {value: Number(trimmed)};
}

function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

const IDS_PER_ROW = 10;

/**
 * Ids separated by ", ". A long list goes in rows of ten: a browser lays out short unwrapped
 * lines several times faster than one wrapped line of a megabyte.
 */
function joinIds(ids: Uint32Array): string {
  if (ids.length <= 2000) return Array.prototype.join.call(ids, ', ');
  const rows: string[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_ROW)
    rows.push(Array.prototype.join.call(ids.subarray(i, i + IDS_PER_ROW), ', '));
  return rows.join(',\n');
}

/** The ids as one text node, so even 250,000 of them render in one cheap layout. */
const TokenIds = React.memo(function TokenIds({ids}: {ids: string}) {
  return (
    <pre
      className={clsx(styles.ids, ids.includes('\n') && styles.idRows)}
      data-testid="token-ids"
      tabIndex={0}
      aria-labelledby="playground-ids"
    >
      {ids}
    </pre>
  );
});

export default function Playground(): React.JSX.Element {
  const [view, setView] = useState<'text' | 'chat'>('text');
  const [text, setText] = useState(DEFAULT_TEXT);
  const [messages, setMessages] = useState<ChatMessage[]>(DEFAULT_MESSAGES);
  const [encoding, setEncoding] = useState<EncodingName>('cl100k_base');
  const [model, setModel] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('encode');
  const [maxInput, setMaxInput] = useState('');
  const [linkProblems, setLinkProblems] = useState<string[]>([]);
  const [share, setShare] = useState<{url?: string; message: string} | null>(null);
  // Nothing is tokenized before the link's state is read, so a shared link never flashes the default.
  const [ready, setReady] = useState(false);
  const firstRun = useRef(true);
  const {state, run, cancel, retry} = useTokenizer();
  const max = parseMax(maxInput);

  // The share link is read once after hydration (the server has no URL): state from an external
  // source, which is what an effect is for, though the rule cannot tell.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    const {state: linked, problems} = fromQuery(window.location.search);
    if (linked.encoding) setEncoding(linked.encoding);
    if (linked.model) setModel(linked.model);
    if (linked.mode) setMode(linked.mode);
    if (linked.maxTokens !== undefined && linked.maxTokens !== null) setMaxInput(String(linked.maxTokens));
    if (linked.text !== undefined) setText(linked.text);
    if (linked.messages) setMessages(linked.messages);
    if (linked.view) setView(linked.view);
    setLinkProblems(problems);
    setReady(true);
  }, []);
  /* eslint-enable react-hooks/set-state-in-effect */

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
  // Everything below describes the text that was tokenized, which may trail what is being typed.
  const resultText = result?.request.text ?? '';
  const ids = useMemo(() => (result ? joinIds(result.ids) : ''), [result]);
  const characters = useMemo(() => countCodePoints(resultText), [resultText]);
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
    const link = toQuery({encoding, model, mode, maxTokens: max.value, view, text, messages});
    if (!link.ok) {
      setShare({message: link.reason});
      return;
    }
    const url = `${window.location.origin}${window.location.pathname}${link.query}`;
    window.history.replaceState(null, '', link.query);
    try {
      await navigator.clipboard.writeText(url);
      setShare({url, message: 'Link copied. It opens this text with these settings.'});
    } catch {
      setShare({url, message: 'Copy the link from the field.'});
    }
  };

  return (
    <div className={styles.playground}>
      {linkProblems.length > 0 && (
        <div className="alert alert--warning" role="alert">
          <p>Part of the link could not be used:</p>
          <ul>
            {linkProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      <div className={styles.controls}>
        <div role="group" aria-label="Input" className={styles.switch}>
          <button type="button" aria-pressed={view === 'text'} onClick={() => setView('text')}>
            Text
          </button>
          <button type="button" aria-pressed={view === 'chat'} onClick={() => setView('chat')}>
            Chat messages
          </button>
        </div>
        <EncodingPicker
          encoding={encoding}
          model={model}
          onChange={(choice) => {
            setEncoding(choice.encoding);
            setModel(choice.model);
          }}
        />
        <div className={styles.options}>
          <div className={styles.check}>
            <input
              id="playground-ordinary"
              type="checkbox"
              checked={mode === 'ordinary'}
              onChange={(event) => setMode(event.target.checked ? 'ordinary' : 'encode')}
            />
            <label htmlFor="playground-ordinary">
              Treat special tokens as ordinary (<code>encodeOrdinary</code>)
            </label>
          </div>
          {view === 'text' && (
            <div className={styles.field}>
              <label htmlFor="playground-max">Max tokens</label>
              <input
                id="playground-max"
                inputMode="numeric"
                placeholder="no limit"
                value={maxInput}
                aria-invalid={max.error ? true : undefined}
                aria-describedby="playground-max-note"
                onChange={(event) => setMaxInput(event.target.value)}
                className={styles.max}
              />
              <span id="playground-max-note" className={clsx(styles.note, max.error && styles.invalid)}>
                {max.error ?? 'Shows what encode(text, maxTokens) returns.'}
              </span>
            </div>
          )}
        </div>
      </div>

      {view === 'text' ? (
        <div className={styles.input}>
          <label htmlFor="playground-text">Text</label>
          <textarea
            id="playground-text"
            className={styles.textarea}
            value={text}
            rows={6}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      ) : (
        <ChatEditor
          messages={messages}
          onChange={setMessages}
          perMessage={chat?.perMessage}
          errorIndex={error?.messageIndex}
        />
      )}

      <div className={styles.share}>
        <button type="button" className="button button--secondary" onClick={makeLink}>
          Share link
        </button>
        {share?.url && (
          <input
            aria-label="Share link"
            className={styles.shareUrl}
            readOnly
            value={share.url}
            onFocus={(event) => event.target.select()}
          />
        )}
        {share && (
          <span role="status" className={styles.note}>
            {share.message}
          </span>
        )}
      </div>

      <section className={styles.section} aria-labelledby="playground-result" aria-busy={busy}>
        <h2 id="playground-result" className={styles.srOnly}>
          Result
        </h2>
        <div className={styles.status} role="status">
          {state.phase === 'loading' && <span>Downloading the {state.loadingEncoding} vocabulary…</span>}
          {state.phase === 'running' && (state.progress || state.slow) && (
            <>
              <label htmlFor="playground-progress">Tokenizing</label>
              {state.progress ? (
                <>
                  <progress id="playground-progress" max={state.progress.total} value={state.progress.done} />
                  <span>{Math.floor((100 * state.progress.done) / Math.max(1, state.progress.total))}%</span>
                </>
              ) : (
                <progress id="playground-progress" />
              )}
            </>
          )}
          {state.phase === 'cancelled' && <span>Cancelled. Edit the input or press Retry to tokenize again.</span>}
          {busy && (state.progress || state.slow || state.phase === 'loading') && (
            <button type="button" className="button button--sm button--outline button--danger" onClick={cancel}>
              Cancel
            </button>
          )}
          {state.phase === 'cancelled' && (
            <button type="button" className="button button--sm button--primary" onClick={retry}>
              Retry
            </button>
          )}
        </div>

        {error && (
          <div
            className={clsx('alert', error.kind === 'special' ? 'alert--danger' : 'alert--warning', styles.error)}
            role="alert"
            data-testid="tokenizer-error"
          >
            {error.kind === 'special' ? (
              <>
                <p>
                  {error.messageIndex !== undefined && <>In message {error.messageIndex + 1}: </>}
                  {error.message}
                </p>
                <button type="button" className="button button--sm button--primary" onClick={() => setMode('ordinary')}>
                  Use encodeOrdinary
                </button>
              </>
            ) : error.kind === 'load' ? (
              <>
                <p>
                  Could not download the {encoding} vocabulary. Check the connection and try again; your input is kept.
                </p>
                <button type="button" className="button button--sm button--primary" onClick={retry}>
                  Retry
                </button>
              </>
            ) : (
              <p>{error.message}</p>
            )}
          </div>
        )}

        {view === 'text' && result && !error && (
          <div className={clsx(busy && styles.stale)}>
            <dl className={styles.stats}>
              <div>
                <dt>Tokens</dt>
                <dd data-testid="token-count">{result.count}</dd>
              </div>
              <div>
                <dt>Characters</dt>
                <dd data-testid="char-count">{formatNumber(characters)}</dd>
              </div>
              {chosenModel && (
                <div>
                  <dt>Of {chosenModel.name}&apos;s context</dt>
                  <dd>
                    {((100 * result.count) / chosenModel.maxContextLength).toFixed(1)}% of{' '}
                    {formatNumber(chosenModel.maxContextLength)}
                  </dd>
                </div>
              )}
            </dl>
            <p className={styles.note} data-testid="worker-millis" data-millis={result.millis.toFixed(1)}>
              Tokenized in{' '}
              {result.millis < 1000
                ? `${Math.max(1, Math.round(result.millis))} ms`
                : `${(result.millis / 1000).toFixed(1)} s`}
              , in a background thread.
            </p>
            <TokenView segments={result.segments} total={result.count} />
            <h3 className={styles.subheading} id="playground-ids">
              Token ids
            </h3>
            <TokenIds ids={ids} />
            {result.limited && result.request.maxTokens !== null && (
              <LimitResult
                result={result.limited}
                maxTokens={result.request.maxTokens}
                method={result.request.mode === 'ordinary' ? 'encodeOrdinary' : 'encode'}
                text={resultText}
              />
            )}
          </div>
        )}

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
            {chosenModel && (
              <div>
                <dt>Of {chosenModel.name}&apos;s context</dt>
                <dd>
                  {((100 * chat.total) / chosenModel.maxContextLength).toFixed(1)}% of{' '}
                  {formatNumber(chosenModel.maxContextLength)}
                </dd>
              </div>
            )}
          </dl>
        )}
      </section>

      {java && <JavaPanel code={java} />}
    </div>
  );
}
