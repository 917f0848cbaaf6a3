/** What the playground page holds besides the tokenizer's answers, and how it changes. */
import {OPENAI_COOKBOOK_EXAMPLE, type ChatMessage} from '@site/src/lib/counting/chatTokens';
import {DEFAULT_ENCODING} from './defaultEncoding';
import {formatNumber, shortened} from '@site/src/lib/site/format';
import {
  isJsonObject as isObject,
  readJson,
  wholeTextProblem,
  type JsonProblem,
} from '@site/src/components/Playground/text/jsonText';
import {JAVA_INT_MAX, type EncodeMode, type EncodingName} from '@site/src/lib/counting/jtokkit';
import {chatModelEncoding, modelByName} from '@site/src/lib/counting/models';
import {fromParams, readAddress, toLink, type PlaygroundMessage} from '@site/src/components/Playground/text/shareLink';
import {OPENAI_COOKBOOK_TOOL_MESSAGES} from '@site/src/components/Playground/text/toolsJson';
import {
  COOKBOOK_TOOLS_JSON,
  parseTools,
  TOOLS_BODY_KEYS,
  type ParsedTools,
  type ToolsBody,
} from '@site/src/components/Playground/text/toolsJson';

export const DEFAULT_TEXT =
  'JTokkit is a Java tokenizer library for OpenAI models.\nType or paste text here to see its tokens: words, numbers like 12345, emoji like 🍕.';

// OpenAI's cookbook example (129 tokens in cl100k_base by OpenAI's own count).
const DEFAULT_MESSAGES: readonly ChatMessage[] = OPENAI_COOKBOOK_EXAMPLE;

export {DEFAULT_ENCODING};

export type View = 'text' | 'chat' | 'compare';

export type PlaygroundState = {
  view: View;
  text: string;
  /** The text came with Windows line breaks (a paste, a link), which the text box holds as \n. */
  windowsLineBreaks: boolean;
  messages: PlaygroundMessage[];
  /** The chat request's tool definitions, as typed (JSON); parsed by toolsJson.ts. */
  toolsInput: string;
  /** What toolsInput reads as: the tools, or where the JSON is wrong. */
  toolsParsed: ParsedTools;
  /** The tools as they last parsed: while the JSON is being fixed, the count keeps them. */
  tools: ToolsBody;
  /** The chat request's `model`, as typed or read from a pasted request ('' for none). */
  requestModel: string;
  /** A whole request body as pasted, and where it is wrong when Read request found it wrong. */
  requestInput: string;
  requestProblem: JsonProblem | null;
  /** The response's usage as pasted, to compare with the count. */
  usageInput: string;
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
  /** What the last action replaced, offered back until the next change. */
  undo: Undo | null;
  /** False until the link has been read: nothing is tokenized before, so a link never flashes the default. */
  ready: boolean;
};

/** An action that replaced what was typed: where it was done, what to say, and the fields as they were. */
export type Undo = {where: 'tools' | 'encoding' | 'link'; message: string; previous: Partial<PlaygroundState>};

/** Everything a reader enters or picks: a link opened in the same tab replaces it, and Undo brings it back. */
const ENTERED = [
  'view',
  'text',
  'windowsLineBreaks',
  'messages',
  'toolsInput',
  'toolsParsed',
  'tools',
  'requestModel',
  'requestInput',
  'requestProblem',
  'usageInput',
  'comparePair',
  'encoding',
  'model',
  'mode',
  'maxInput',
] as const satisfies readonly (keyof PlaygroundState)[];

// What a reader typed: losing one of these to a link is what Undo is offered for.
const TYPED = ['text', 'messages', 'toolsInput', 'requestModel', 'requestInput', 'usageInput', 'maxInput'] as const;

export type PlaygroundAction =
  | {type: 'view'; view: View}
  | {type: 'text'; text: string}
  /** A paste into the text box, before its text arrives: whether it had \r line breaks. */
  | {type: 'pasted'; lineBreaksWithCr: boolean}
  | {type: 'messages'; messages: PlaygroundMessage[]}
  | {type: 'tools'; toolsInput: string}
  | {type: 'requestModel'; requestModel: string}
  | {type: 'requestInput'; requestInput: string}
  /** Fill the messages, tools and model from requestInput, or show where it is wrong. */
  | {type: 'readRequest'}
  | {type: 'usageInput'; usageInput: string}
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
  | {type: 'shared'; share: {url?: string; message: string}}
  /** Bring back what the last replacing action took away. */
  | {type: 'undo'};

export function initialState(): PlaygroundState {
  return {
    view: 'text',
    text: DEFAULT_TEXT,
    windowsLineBreaks: false,
    messages: DEFAULT_MESSAGES.map((message) => ({...message})),
    toolsInput: '',
    toolsParsed: parseTools(''),
    tools: {},
    requestModel: 'gpt-4o',
    requestInput: '',
    requestProblem: null,
    usageInput: '',
    comparePair: [DEFAULT_ENCODING, 'cl100k_base'],
    encoding: DEFAULT_ENCODING,
    model: null,
    mode: 'encode',
    maxInput: '',
    linkProblems: [],
    share: null,
    undo: null,
    ready: false,
  };
}

export function playgroundReducer(state: PlaygroundState, action: PlaygroundAction): PlaygroundState {
  const next = reduce(state, action);
  // Undo is offered for the one action that replaced something; any later change ends the offer.
  return next.undo === null || next.undo !== state.undo || action.type === 'undo' ? next : {...next, undo: null};
}

function reduce(state: PlaygroundState, action: PlaygroundAction): PlaygroundState {
  switch (action.type) {
    case 'view':
      return {...state, view: action.view};
    case 'text':
      return {...state, text: action.text, windowsLineBreaks: state.windowsLineBreaks && action.text !== ''};
    case 'pasted':
      return {...state, windowsLineBreaks: action.lineBreaksWithCr};
    case 'messages':
      return {...state, messages: action.messages};
    case 'tools':
      return withTools(state, action.toolsInput);
    case 'requestModel':
      return withRequestModel(state, action.requestModel);
    case 'requestInput':
      return {...state, requestInput: action.requestInput};
    case 'readRequest':
      return readRequest(state);
    case 'usageInput':
      return {...state, usageInput: action.usageInput};
    case 'toolExample': {
      const {messages, toolsInput, toolsParsed, tools} = state;
      return withTools(
        {
          ...state,
          messages: OPENAI_COOKBOOK_TOOL_MESSAGES.map((message) => ({...message})),
          undo: {
            where: 'tools',
            message: "The messages and tools are the tools recipe's example now.",
            previous: {messages, toolsInput, toolsParsed, tools},
          },
        },
        COOKBOOK_TOOLS_JSON,
      );
    }
    case 'comparePair': {
      const pair: [EncodingName, EncodingName] = [...state.comparePair];
      pair[action.side] = action.encoding;
      return {...state, comparePair: pair};
    }
    case 'encoding': {
      // The request's model goes with the encoding: a model known to count with another one gives way to
      // the pick (and can be had back); a name whose encoding is not known stays as typed.
      const typed = state.requestModel.trim();
      const typedEncoding = typed === '' ? null : requestModelEncoding(typed);
      const replaced = typedEncoding != null && typedEncoding !== action.encoding;
      const next = {...state, encoding: action.encoding, model: action.model};
      if (typed === '') return {...next, requestModel: action.model ?? ''};
      if (!replaced) return next;
      const {requestModel, encoding, model} = state;
      return {
        ...next,
        requestModel: action.model ?? '',
        undo: {
          where: 'encoding',
          message: `The request's model was ${shortened(requestModel)}, which counts with ${typedEncoding}; it gave way to ${action.model ?? action.encoding}.`,
          previous: {requestModel, encoding, model},
        },
      };
    }
    case 'mode':
      return {...state, mode: action.mode};
    case 'maxInput':
      return {...state, maxInput: action.maxInput};
    case 'linkOpened':
      return action.fresh ? openFreshLink(state, action.params) : openLink(state, action.params);
    case 'shared':
      return {...state, share: action.share};
    case 'undo':
      return state.undo ? {...state, ...state.undo.previous, undo: null} : state;
  }
}

/**
 * A link opened in the same tab (a link on the page, the address edited by hand): it shows what it
 * names from the defaults, as in a new tab, and offers back what the reader had typed, which no
 * address holds.
 */
function openFreshLink(state: PlaygroundState, params: string): PlaygroundState {
  const next = openLink(initialState(), params);
  const lost = TYPED.some((field) => JSON.stringify(state[field]) !== JSON.stringify(next[field]));
  if (!lost) return next;
  const previous = Object.fromEntries(ENTERED.map((field) => [field, state[field]])) as Partial<PlaygroundState>;
  return {...next, undo: {where: 'link', message: 'The link opened here replaced what you had entered.', previous}};
}

function withTools(state: PlaygroundState, toolsInput: string): PlaygroundState {
  const toolsParsed = parseTools(toolsInput);
  return {...state, toolsInput, toolsParsed, tools: toolsParsed.ok ? toolsParsed.body : state.tools};
}

const requestModelEncoding = (name: string) => modelByName(name)?.encoding ?? chatModelEncoding(name);

/** A model's name also picks its encoding, when JTokkit or tiktoken's table knows the model. */
function withRequestModel(state: PlaygroundState, requestModel: string): PlaygroundState {
  const encoding = requestModelEncoding(requestModel);
  if (!encoding) return {...state, requestModel};
  return {...state, requestModel, encoding, model: modelByName(requestModel)?.name ?? null};
}

/** A message as sent, in the editor's fields: role, name and text content; the rest as JSON text. */
function toEditorMessage(message: Record<string, unknown>): PlaygroundMessage {
  const {role, content, name, ...rest} = message;
  const edited: PlaygroundMessage = {
    role: typeof role === 'string' ? role : '',
    content: typeof content === 'string' ? content : '',
  };
  if (typeof name === 'string' && name !== '') edited.name = name;
  const more: Record<string, unknown> = {...rest};
  if (content !== undefined && content !== null && typeof content !== 'string') more.content = content;
  if (role !== undefined && typeof role !== 'string') more.role = role;
  if (Object.keys(more).length > 0) edited.more = JSON.stringify(more, null, 2);
  return edited;
}

function readRequest(state: PlaygroundState): PlaygroundState {
  const read = readJson(state.requestInput);
  if (!read.ok) return {...state, requestProblem: read.problem};
  const body = read.value;
  if (!isObject(body) || !Array.isArray(body.messages))
    return {
      ...state,
      requestProblem: wholeTextProblem(
        'A request body is a JSON object with a "messages" array: {"model": …, "messages": [ … ]}.',
      ),
    };
  // The editor holds messages as objects; anything else is named here rather than made one with role "".
  const notMessage = body.messages.findIndex((message) => !isObject(message));
  if (notMessage >= 0) {
    const value = body.messages[notMessage];
    const shown = Array.isArray(value) ? 'an array' : typeof value === 'string' ? 'a string' : String(value);
    return {
      ...state,
      requestProblem: wholeTextProblem(
        `messages[${notMessage}] is ${shown}, not a message: each message is a JSON object {"role": …, "content": …}.`,
      ),
    };
  }
  const tools: Record<string, unknown> = {};
  for (const key of TOOLS_BODY_KEYS) if (body[key] !== undefined) tools[key] = body[key];
  const keys = Object.keys(tools);
  const toolsInput =
    keys.length === 0 ? '' : JSON.stringify(keys.length === 1 && keys[0] === 'tools' ? tools.tools : tools, null, 2);
  const filled = withRequestModel(
    {
      ...state,
      messages: body.messages.map((message) => toEditorMessage(message as Record<string, unknown>)),
      requestProblem: null,
    },
    typeof body.model === 'string' ? body.model : '',
  );
  return withTools(filled, toolsInput);
}

/**
 * The request the page counts: the editor's model, messages and tools as a body, and the
 * messages whose other fields are not JSON (left out, and said so next to the message).
 */
export function requestBody(state: Pick<PlaygroundState, 'messages' | 'tools' | 'requestModel'>): {
  body: Record<string, unknown>;
  moreProblems: (JsonProblem | null)[];
} {
  const moreProblems: (JsonProblem | null)[] = [];
  const messages = state.messages.map((message) => {
    const {more, ...fields} = message;
    const api: Record<string, unknown> = {...fields};
    if (fields.name === undefined || fields.name === '') delete api.name;
    moreProblems.push(null);
    if (more === undefined || more.trim() === '') return api;
    const read = readJson(more);
    if (!read.ok || !isObject(read.value)) {
      moreProblems[moreProblems.length - 1] = read.ok
        ? wholeTextProblem('Other fields are a JSON object: {"tool_calls": [ … ]}.')
        : read.problem;
      return api;
    }
    return {...api, ...read.value};
  });
  const body: Record<string, unknown> = {messages, ...state.tools};
  if (state.requestModel.trim() !== '') body.model = state.requestModel.trim();
  return {body, moreProblems};
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
      // As the text box would hold it; the count with \r\n is shown beside.
      text: linked.text?.replace(/\r\n?/g, '\n') ?? state.text,
      windowsLineBreaks: linked.text === undefined ? state.windowsLineBreaks : linked.text.includes('\r'),
      messages: linked.messages ?? state.messages,
      requestModel: linked.requestModel ?? state.requestModel,
      view: linked.view ?? state.view,
      linkProblems: problems,
      ready: true,
    },
    linked.tools ?? state.toolsInput,
  );
}

/** The link to `page` that opens this state (its state in the fragment), or why there is none. */
export function linkFor(state: PlaygroundState, page: string): ReturnType<typeof toLink> {
  const {encoding, model, mode, view, text, messages, toolsInput, requestModel} = state;
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
      requestModel,
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

/**
 * The encoding of the page's first count for this address, as the page will read it (a link's state
 * over the default), or null for a comparison, which loads every vocabulary, smallest first.
 */
export function firstEncoding(address: {search: string; hash: string}): EncodingName | null {
  const {params} = readAddress(address);
  const state = openLink(initialState(), params);
  return state.view === 'compare' ? null : state.encoding;
}
