/** What the playground page holds besides the tokenizer's answers, and how it changes. */
import {OPENAI_COOKBOOK_EXAMPLE, type ChatMessage} from '@site/src/lib/chatTokens';
import {formatNumber} from '@site/src/lib/format';
import {JAVA_INT_MAX, type EncodeMode, type EncodingName} from '@site/src/lib/jtokkit';
import {fromParams, toLink} from '@site/src/lib/shareLink';
import {OPENAI_COOKBOOK_TOOL_MESSAGES, type ToolFunction} from '@site/src/lib/toolTokens';
import {COOKBOOK_TOOLS_JSON, parseTools, type ParsedTools} from '@site/src/lib/toolsJson';

export const DEFAULT_TEXT =
  'JTokkit is a Java tokenizer library for OpenAI models.\nType or paste text here to see its tokens: words, numbers like 12345, emoji like 🍕.';

// OpenAI's cookbook example (129 tokens in cl100k_base by OpenAI's own count).
const DEFAULT_MESSAGES: readonly ChatMessage[] = OPENAI_COOKBOOK_EXAMPLE;

/**
 * What a new visitor gets: o200k_base, the encoding of gpt-4o, gpt-4.1, gpt-5, o1, o3 and
 * o4-mini in the model table of tiktoken 0.14.0 (August 2026; see the Models page). Its vocabulary
 * is the largest download of the five; the playground page says how large.
 */
export const DEFAULT_ENCODING: EncodingName = 'o200k_base';

export type View = 'text' | 'chat' | 'compare';

export type PlaygroundState = {
  view: View;
  text: string;
  messages: ChatMessage[];
  /** The chat request's tool definitions, as typed (JSON); parsed by toolsJson.ts. */
  toolsInput: string;
  /** What toolsInput reads as: the tools, or where the JSON is wrong. */
  toolsParsed: ParsedTools;
  /** The tools as they last parsed: while the JSON is being fixed, the count keeps them. */
  tools: ToolFunction[];
  /** The two encodings whose tokens the compare view shades side by side. */
  comparePair: [EncodingName, EncodingName];
  encoding: EncodingName;
  /** A ModelType name when the encoding was picked through a model. */
  model: string | null;
  mode: EncodeMode;
  /** The max tokens field as typed; see parseMax. */
  maxInput: string;
  /** What in the opened link could not be used. */
  linkProblems: string[];
  /** The last Share link press: the link, if one was made, and what to tell the user. */
  share: {url?: string; message: string} | null;
  /** False until the link has been read: nothing is tokenized before, so a link never flashes the default. */
  ready: boolean;
};

export type PlaygroundAction =
  | {type: 'view'; view: View}
  | {type: 'text'; text: string}
  | {type: 'messages'; messages: ChatMessage[]}
  | {type: 'tools'; toolsInput: string}
  /** The tools recipe's worked example: its two messages and its tool. */
  | {type: 'toolExample'}
  | {type: 'comparePair'; side: 0 | 1; encoding: EncodingName}
  | {type: 'encoding'; encoding: EncodingName; model: string | null}
  | {type: 'mode'; mode: EncodeMode}
  | {type: 'maxInput'; maxInput: string}
  /**
   * A link's state parameters (shareLink.ts readAddress), read after hydration (the server has no
   * URL). `fresh`: a new link opened in the same tab (hashchange), which replaces what is shown
   * rather than adding to it.
   */
  | {type: 'linkOpened'; params: string; fresh?: boolean}
  | {type: 'shared'; share: {url?: string; message: string}};

export function initialState(): PlaygroundState {
  return {
    view: 'text',
    text: DEFAULT_TEXT,
    messages: DEFAULT_MESSAGES.map((message) => ({...message})),
    toolsInput: '',
    toolsParsed: parseTools(''),
    tools: [],
    comparePair: [DEFAULT_ENCODING, 'cl100k_base'],
    encoding: DEFAULT_ENCODING,
    model: null,
    mode: 'encode',
    maxInput: '',
    linkProblems: [],
    share: null,
    ready: false,
  };
}

export function playgroundReducer(state: PlaygroundState, action: PlaygroundAction): PlaygroundState {
  switch (action.type) {
    case 'view':
      return {...state, view: action.view};
    case 'text':
      return {...state, text: action.text};
    case 'messages':
      return {...state, messages: action.messages};
    case 'tools':
      return withTools(state, action.toolsInput);
    case 'toolExample':
      return withTools(
        {...state, messages: OPENAI_COOKBOOK_TOOL_MESSAGES.map((message) => ({...message}))},
        COOKBOOK_TOOLS_JSON,
      );
    case 'comparePair': {
      const pair: [EncodingName, EncodingName] = [...state.comparePair];
      pair[action.side] = action.encoding;
      return {...state, comparePair: pair};
    }
    case 'encoding':
      return {...state, encoding: action.encoding, model: action.model};
    case 'mode':
      return {...state, mode: action.mode};
    case 'maxInput':
      return {...state, maxInput: action.maxInput};
    case 'linkOpened':
      return openLink(action.fresh ? initialState() : state, action.params);
    case 'shared':
      return {...state, share: action.share};
  }
}

function withTools(state: PlaygroundState, toolsInput: string): PlaygroundState {
  const toolsParsed = parseTools(toolsInput);
  return {...state, toolsInput, toolsParsed, tools: toolsParsed.ok ? toolsParsed.functions : state.tools};
}

/** The state a link asks for, over the current one; what could not be used becomes linkProblems. */
export function openLink(state: PlaygroundState, params: string): PlaygroundState {
  const {state: linked, problems} = fromParams(params);
  return withTools(
    {
      ...state,
      encoding: linked.encoding ?? state.encoding,
      model: linked.model ?? state.model,
      mode: linked.mode ?? state.mode,
      maxInput: linked.maxTokens !== undefined && linked.maxTokens !== null ? String(linked.maxTokens) : state.maxInput,
      text: linked.text ?? state.text,
      messages: linked.messages ?? state.messages,
      view: linked.view ?? state.view,
      linkProblems: problems,
      ready: true,
    },
    linked.tools ?? state.toolsInput,
  );
}

/** The link to `page` that opens this state (its state in the fragment), or why there is none. */
export function linkFor(state: PlaygroundState, page: string): ReturnType<typeof toLink> {
  const {encoding, model, mode, view, text, messages, toolsInput} = state;
  return toLink(
    {
      encoding,
      model,
      mode,
      maxTokens: parseMax(state.maxInput).value,
      view,
      text,
      messages,
      tools: toolsInput,
    },
    page,
  );
}

/** The max tokens field: empty is no limit; anything but a Java int from 0 up is an error. */
export function parseMax(input: string): {value: number | null; error?: string} {
  const trimmed = input.trim();
  if (trimmed === '') return {value: null};
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > JAVA_INT_MAX) {
    return {value: null, error: `Enter a whole number from 0 to ${formatNumber(JAVA_INT_MAX)} (a Java int).`};
  }
  return {value: Number(trimmed)};
}
