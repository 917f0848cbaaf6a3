import React, {useMemo, useReducer} from 'react';
import clsx from 'clsx';
import {modelByName} from '@site/src/lib/counting/models';
import {javaSource} from './state/javaSource';
import {perMessageCounts} from './state/perMessage';
import {initialState, parseMax, playgroundReducer, requestBody} from './state/playgroundState';
import {useAddress} from './state/useAddress';
import {useRuns} from './state/useRuns';
import {useShareLink} from './state/useShareLink';
import ChatEditor from './views/ChatEditor';
import CompareView from './views/CompareView';
import Controls from './views/Controls';
import JavaPanel from './views/JavaPanel';
import LinkProblems from './views/LinkProblems';
import Options from './views/Options';
import RequestImport from './views/RequestImport';
import RequestResult from './views/RequestResult';
import RunStatus from './views/RunStatus';
import ShareLink from './views/ShareLink';
import TextInput from './views/TextInput';
import TextResultView from './views/TextResultView';
import ToolsEditor from './views/ToolsEditor';
import UndoNotice from './views/UndoNotice';
import {useTokenizer} from './worker/useTokenizer';
import styles from './styles.module.css';

/**
 * The playground: the page's state (state/playgroundState.ts), read from and written to links
 * (useAddress, useShareLink), counted by the tokenizer worker (worker/) whenever it changes (useRuns),
 * and laid out here from the views (views/).
 */
export default function Playground(): React.JSX.Element {
  const [page, dispatch] = useReducer(playgroundReducer, undefined, initialState);
  const {view, text, messages, encoding, model, tools, comparePair, requestModel} = page;
  const request = useMemo(() => requestBody({messages, tools, requestModel}), [messages, tools, requestModel]);
  const {state, run, cancel, retry} = useTokenizer();
  const max = parseMax(page.maxInput);
  const {written} = useAddress(dispatch);
  const share = useShareLink(page, dispatch, written);
  useRuns(page, request.body, max.value, run);

  const result = view === 'text' ? state.text : undefined;
  const chat = view === 'chat' ? state.chat : undefined;
  const chosenModel = model ? modelByName(model) : undefined;
  const perMessage = useMemo(() => perMessageCounts(chat?.count), [chat]);
  const busy = state.phase === 'running' || state.phase === 'loading';
  const error = state.phase === 'error' ? state.error : undefined;
  const {compare, phase, settled} = state;
  const java = useMemo(
    () =>
      javaSource({
        page: {view, text, mode: page.mode, encoding},
        tokenizer: {phase, compare, settled, chat, text: state.text, latest: state.latest},
        requestBody: request.body,
        model: chosenModel,
      }),
    // The Java changes with a result, not with each progress message of a long run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view, text, page.mode, encoding, phase, compare, settled, chat, state.text, request.body, chosenModel],
  );
  const undo = () => dispatch({type: 'undo'});

  return (
    <div className={styles.playground}>
      <LinkProblems problems={page.linkProblems} />
      {page.undo?.where === 'link' && <UndoNotice undo={page.undo} onUndo={undo} />}

      <Controls state={page} dispatch={dispatch} />
      {page.undo?.where === 'encoding' && <UndoNotice undo={page.undo} onUndo={undo} />}

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
            value={page.toolsInput}
            parsed={page.toolsParsed}
            onChange={(value) => dispatch({type: 'tools', toolsInput: value})}
            onExample={() => dispatch({type: 'toolExample'})}
          />
          {page.undo?.where === 'tools' && <UndoNotice undo={page.undo} onUndo={undo} />}
        </>
      ) : (
        <TextInput
          text={text}
          onChange={(changed) => dispatch({type: 'text', text: changed})}
          onPaste={(lineBreaksWithCr) => dispatch({type: 'pasted', lineBreaksWithCr})}
        />
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
            compare={compare}
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

      <ShareLink share={page.share} onShare={share} />

      {java && <JavaPanel code={java} stale={view === 'text' && settled?.id !== state.latest} />}
    </div>
  );
}
