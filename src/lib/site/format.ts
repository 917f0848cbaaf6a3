/** Whole numbers as the site writes them: 128,000 (English digit grouping on every machine). */
const GROUPED = new Intl.NumberFormat('en-US');

export const formatNumber = (value: number): string => GROUPED.format(value);

/** A text a reader typed, echoed in a message: at most `max` characters, so a pasted megabyte stays one line. */
export function shortened(text: string, max = 60): string {
  if (text.length <= max) return text;
  // Not half of a surrogate pair at the cut.
  return `${text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '')}…`;
}
