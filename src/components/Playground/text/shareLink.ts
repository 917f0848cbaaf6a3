/**
 * The playground's state in the fragment of a link: `/playground#encoding=o200k_base&text=...`.
 * A browser never sends the fragment to the site (it is not part of the request, nor of the
 * Referer), so opening or reloading a link does not send its text to the host. The parameters are
 * plain form encoding, so a link stays readable.
 *
 * Links made before carried the same parameters in the query (`/playground?text=...`), which the
 * browser does send. They still open; the page then moves their state into the fragment
 * (readAddress), so that a reload no longer sends it.
 */
import type {ChatMessage} from '../../../lib/counting/chatTokens';
import {isEncodingName, JAVA_INT_MAX, type EncodeMode, type EncodingName} from '../../../lib/counting/jtokkit';
import {modelByName} from '../../../lib/counting/models';
import {formatNumber, shortened} from '../../../lib/site/format';

/** A chat message in the playground: its other fields as sent (tool_calls, content parts, …) as JSON text. */
export type PlaygroundMessage = ChatMessage & {more?: string};

export type SharedState = {
  encoding: EncodingName;
  /** A ModelType name when the encoding was picked through a model. */
  model: string | null;
  mode: EncodeMode;
  maxTokens: number | null;
  view: 'text' | 'chat' | 'compare';
  text: string;
  messages: PlaygroundMessage[];
  /** Chat mode's tool definitions as typed (JSON text, kept even when it does not parse). */
  tools: string;
  /** Chat mode's model as typed ('' for none). */
  requestModel: string;
};

/**
 * The longest link the playground makes, in characters, fragment included: RFC 9110 (section 4.1)
 * recommends that software supports URIs of at least 8000 octets. The fragment never reaches a
 * server, but the whole link passes through the apps it is pasted into.
 */
export const MAX_LINK_LENGTH = 8000;

/** Every parameter a state link can hold; anything else in an address is not the playground's. */
export const LINK_KEYS: readonly string[] = [
  'model',
  'encoding',
  'ordinary',
  'max',
  'view',
  'text',
  'chat',
  'tools',
  'request-model',
];

export type LinkResult = {ok: true; url: string; fragment: string} | {ok: false; reason: string};

/** The fragment (`#encoding=...`) that opens this state, and the link: `page` followed by it. */
export function toLink(state: SharedState, page: string): LinkResult {
  const params = new URLSearchParams();
  if (state.model) params.set('model', state.model);
  else params.set('encoding', state.encoding);
  if (state.mode === 'ordinary') params.set('ordinary', '1');
  if (state.maxTokens !== null) params.set('max', String(state.maxTokens));
  if (state.view === 'chat') {
    params.set('view', 'chat');
    params.set(
      'chat',
      JSON.stringify(
        state.messages.map((m) =>
          m.more !== undefined
            ? [m.role, m.content, m.name ?? '', m.more]
            : m.name
              ? [m.role, m.content, m.name]
              : [m.role, m.content],
        ),
      ),
    );
    if (state.tools.trim() !== '') params.set('tools', state.tools);
    // Even when empty: a link without it opens with the default model.
    params.set('request-model', state.requestModel);
  } else {
    if (state.view === 'compare') params.set('view', 'compare');
    params.set('text', state.text);
  }
  const fragment = `#${params.toString()}`;
  const url = `${page}${fragment}`;
  if (url.length > MAX_LINK_LENGTH) {
    return {
      ok: false,
      reason: `Too long for a link: it would be ${formatNumber(url.length)} characters, and the playground makes links of at most ${formatNumber(MAX_LINK_LENGTH)}. Shorten the ${state.view === 'chat' ? 'messages or tools' : 'text'} to share it.`,
    };
  }
  return {ok: true, url, fragment};
}

function stateParams(params: URLSearchParams): URLSearchParams {
  const state = new URLSearchParams();
  params.forEach((value, key) => {
    if (LINK_KEYS.includes(key)) state.append(key, value);
  });
  return state;
}

/**
 * Where the address holds a playground state, and the address it should have instead, if any.
 * The fragment wins; state in the query (older links) moves into the fragment, and the query keeps
 * only what is not the playground's. A fragment is rewritten in the form this page writes, which
 * is always valid percent-encoding (a hand-damaged `%E0%A` would make decodeURIComponent throw
 * wherever a script reads the hash).
 */
export function readAddress(address: {search: string; hash: string}): {
  /** The state's parameters, without `?` or `#`; empty when the address holds none. */
  params: string;
  from: 'fragment' | 'query' | null;
  /** The new search and hash (`?rest#state`, `#state` or ''), or null when the address is right as it is. */
  rewrite: string | null;
} {
  const query = new URLSearchParams(address.search);
  const inQuery = stateParams(query);
  const inFragment = stateParams(new URLSearchParams(address.hash.replace(/^#/, '')));
  const from = inFragment.toString() !== '' ? 'fragment' : inQuery.toString() !== '' ? 'query' : null;
  if (from === null) return {params: '', from, rewrite: null};
  const params = (from === 'fragment' ? inFragment : inQuery).toString();
  for (const key of LINK_KEYS) query.delete(key);
  const rest = query.toString();
  const rewrite = `${rest ? `?${rest}` : ''}#${params}`;
  return {params, from, rewrite: rewrite === `${address.search}${address.hash}` ? null : rewrite};
}

/** The state a link asks for, and what in it could not be used (shown to the user). */
export function fromParams(link: string): {state: Partial<SharedState>; problems: string[]} {
  const params = new URLSearchParams(link.replace(/^#/, ''));
  const state: Partial<SharedState> = {};
  const problems: string[] = [];
  const modelName = params.get('model');
  const encoding = params.get('encoding');
  if (modelName !== null) {
    const model = modelByName(modelName);
    if (model) {
      state.model = model.name;
      state.encoding = model.encoding;
    } else {
      problems.push(`The link names an unknown model, "${shortened(modelName)}".`);
    }
  }
  if (encoding !== null && state.encoding === undefined) {
    if (isEncodingName(encoding)) state.encoding = encoding;
    else problems.push(`The link names an unknown encoding, "${shortened(encoding)}".`);
  }
  if (params.get('ordinary') === '1') state.mode = 'ordinary';
  const max = params.get('max');
  if (max !== null) {
    const value = Number(max);
    if (/^\d+$/.test(max) && value <= JAVA_INT_MAX) state.maxTokens = value;
    else problems.push(`The link's max tokens, "${shortened(max)}", is not a whole number from 0 to ${JAVA_INT_MAX}.`);
  }
  const text = params.get('text');
  if (text !== null) state.text = text;
  const view = params.get('view');
  if (view === 'chat' || view === 'compare') state.view = view;
  else if (view !== null && view !== 'text') problems.push(`The link names an unknown view, "${shortened(view)}".`);
  const tools = params.get('tools');
  if (tools !== null) state.tools = tools;
  const requestModel = params.get('request-model');
  if (requestModel !== null) state.requestModel = requestModel;
  const chat = params.get('chat');
  if (chat !== null) {
    const messages = parseMessages(chat);
    if (messages) state.messages = messages;
    else problems.push('The chat messages in the link are damaged.');
  }
  return {state, problems};
}

function parseMessages(json: string): PlaygroundMessage[] | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const messages: PlaygroundMessage[] = [];
  for (const row of value) {
    // [role, content], [role, content, name] or [role, content, name or '', other fields]
    if (!Array.isArray(row) || row.length < 2 || row.length > 4 || !row.every((field) => typeof field === 'string'))
      return null;
    const [role, content, name, more] = row as string[];
    const message: PlaygroundMessage = {role: role!, content: content!};
    if (name) message.name = name;
    if (more !== undefined) message.more = more;
    messages.push(message);
  }
  return messages;
}
