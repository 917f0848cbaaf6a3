/**
 * The playground's state in a link's query: `?encoding=o200k_base&text=...`. Plain query
 * parameters, so a link stays readable and works without JavaScript-specific encodings.
 */
import type {ChatMessage} from './chatTokens';
import {isEncodingName, JAVA_INT_MAX, type EncodeMode, type EncodingName} from './jtokkit';
import {modelByName} from './models';
import {formatNumber} from './format';

export type SharedState = {
  encoding: EncodingName;
  /** A ModelType name when the encoding was picked through a model. */
  model: string | null;
  mode: EncodeMode;
  maxTokens: number | null;
  view: 'text' | 'chat' | 'compare';
  text: string;
  messages: ChatMessage[];
  /** Chat mode's tool definitions as typed (JSON text, kept even when it does not parse). */
  tools: string;
};

/** Links longer than this break in chat apps, mail clients and some servers. */
export const MAX_LINK_QUERY_LENGTH = 8000;

export function toQuery(state: SharedState): {ok: true; query: string} | {ok: false; reason: string} {
  const params = new URLSearchParams();
  if (state.model) params.set('model', state.model);
  else params.set('encoding', state.encoding);
  if (state.mode === 'ordinary') params.set('ordinary', '1');
  if (state.maxTokens !== null) params.set('max', String(state.maxTokens));
  if (state.view === 'chat') {
    params.set('view', 'chat');
    params.set(
      'chat',
      JSON.stringify(state.messages.map((m) => (m.name ? [m.role, m.content, m.name] : [m.role, m.content]))),
    );
    if (state.tools.trim() !== '') params.set('tools', state.tools);
  } else {
    if (state.view === 'compare') params.set('view', 'compare');
    params.set('text', state.text);
  }
  const query = `?${params.toString()}`;
  if (query.length > MAX_LINK_QUERY_LENGTH) {
    return {
      ok: false,
      reason: `Too long for a link: it would be ${formatNumber(query.length)} characters, and links over ${formatNumber(MAX_LINK_QUERY_LENGTH)} break in many apps. Shorten the ${state.view === 'chat' ? 'messages or tools' : 'text'} to share it.`,
    };
  }
  return {ok: true, query};
}

/** The state a link asks for, and what in it could not be used (shown to the user). */
export function fromQuery(search: string): {state: Partial<SharedState>; problems: string[]} {
  const params = new URLSearchParams(search);
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
      problems.push(`The link names an unknown model, "${modelName}".`);
    }
  }
  if (encoding !== null && state.encoding === undefined) {
    if (isEncodingName(encoding)) state.encoding = encoding;
    else problems.push(`The link names an unknown encoding, "${encoding}".`);
  }
  if (params.get('ordinary') === '1') state.mode = 'ordinary';
  const max = params.get('max');
  if (max !== null) {
    const value = Number(max);
    if (/^\d+$/.test(max) && value <= JAVA_INT_MAX) state.maxTokens = value;
    else problems.push(`The link's max tokens, "${max}", is not a whole number from 0 to ${JAVA_INT_MAX}.`);
  }
  const text = params.get('text');
  if (text !== null) state.text = text;
  const view = params.get('view');
  if (view === 'chat' || view === 'compare') state.view = view;
  else if (view !== null && view !== 'text') problems.push(`The link names an unknown view, "${view}".`);
  const tools = params.get('tools');
  if (tools !== null) state.tools = tools;
  const chat = params.get('chat');
  if (chat !== null) {
    const messages = parseMessages(chat);
    if (messages) state.messages = messages;
    else problems.push('The chat messages in the link are damaged.');
  }
  return {state, problems};
}

function parseMessages(json: string): ChatMessage[] | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const messages: ChatMessage[] = [];
  for (const row of value) {
    if (!Array.isArray(row) || row.length < 2 || row.length > 3 || !row.every((field) => typeof field === 'string'))
      return null;
    const [role, content, name] = row as string[];
    messages.push(name ? {role: role!, content: content!, name} : {role: role!, content: content!});
  }
  return messages;
}
