/**
 * The `usage` of a response next to the playground's count of its request: the difference, and
 * the reasons for it that the request shows. Field meanings follow OpenAI's Python library
 * (src/openai/types/completion_usage.py at commit e43b422, August 2026).
 */
import {isJsonObject as isObject} from './jsonText';
import type {RequestCount} from '../../../lib/counting/requestTokens';

export type Usage = {
  promptTokens: number;
  completionTokens: number | null;
  cachedTokens: number;
  reasoningTokens: number;
  imageTokens: number | null;
};

const whole = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A JSON value in a message, short; JSON.parse reads a number past a double's range (1e309) as Infinity. */
function describe(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return 'a number too large to be a count';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 40)}…` : json;
}

/**
 * The usage in a parsed response, or in the `usage` object alone. The Responses API's names
 * (`input_tokens`, `output_tokens`) are read too.
 */
export function readUsage(json: unknown): {ok: true; usage: Usage} | {ok: false; message: string} {
  const usage = isObject(json) && isObject(json.usage) ? json.usage : json;
  if (!isObject(usage))
    return {ok: false, message: 'Paste the response, or its "usage" object: {"prompt_tokens": …, …}.'};
  const prompt = usage.prompt_tokens ?? usage.input_tokens;
  if (!whole(prompt))
    return {
      ok: false,
      message:
        prompt === undefined
          ? 'The usage has no "prompt_tokens".'
          : `"prompt_tokens" must be a whole number, not ${describe(prompt)}.`,
    };
  const promptDetails = usage.prompt_tokens_details ?? usage.input_tokens_details;
  const completionDetails = usage.completion_tokens_details ?? usage.output_tokens_details;
  const detail = (details: unknown, key: string) =>
    isObject(details) && whole(details[key]) ? (details[key] as number) : null;
  const completion = usage.completion_tokens ?? usage.output_tokens;
  return {
    ok: true,
    usage: {
      promptTokens: prompt,
      completionTokens: whole(completion) ? completion : null,
      cachedTokens: detail(promptDetails, 'cached_tokens') ?? 0,
      reasoningTokens: detail(completionDetails, 'reasoning_tokens') ?? 0,
      imageTokens: detail(promptDetails, 'image_tokens'),
    },
  };
}

/** `prompt_tokens` less the count, and what in this request explains a difference. */
export function explainUsage(count: RequestCount, usage: Usage): {difference: number; reasons: string[]} {
  const difference = usage.promptTokens - count.total;
  const reasons: string[] = [];
  const uncounted = count.parts.filter((part) => part.tokens === null);
  if (uncounted.length > 0)
    reasons.push(
      `${uncounted.map((part) => part.label).join(', ')}: not counted here (${uncounted[0]?.note ?? 'see the itemized count'}), but part of prompt_tokens.`,
    );
  if (count.problems.length > 0)
    reasons.push(`${count.problems.length} part(s) of the request could not be read and are not counted: see above.`);
  const estimates = count.parts.filter((part) => part.tokens !== null && part.tokens !== 0 && !part.published);
  if (!count.modelHasPublishedRule)
    reasons.push(
      count.model === null
        ? 'The request names no model: every part is an estimate.'
        : `OpenAI published its chat rule for gpt-3.5-turbo, gpt-4, gpt-4o and gpt-4o-mini, not for ${count.model}: every part is an estimate.`,
    );
  else if (estimates.length > 0)
    reasons.push(
      `${estimates.map((part) => part.label).join(', ')}: ${estimates.length === 1 ? 'an estimate' : 'estimates'}, not a published rule.`,
    );
  if (usage.imageTokens !== null && usage.imageTokens > 0)
    reasons.push(`${usage.imageTokens} of the prompt tokens are image tokens (prompt_tokens_details.image_tokens).`);
  if (usage.cachedTokens > 0)
    reasons.push(
      `cached_tokens (${usage.cachedTokens}) are part of prompt_tokens, not added to them: caching lowers the price of those tokens, not their number.`,
    );
  if (usage.reasoningTokens > 0)
    reasons.push(
      `reasoning_tokens (${usage.reasoningTokens}) are part of completion_tokens, not of prompt_tokens: a local count of the request never includes them.`,
    );
  if (difference !== 0 && reasons.length === 0)
    reasons.push(
      "Every part follows the published rule, and still the service counted differently: its count of the same request has changed before (the request recipe's accuracy record shows it).",
    );
  return {difference, reasons};
}
