/** Whole numbers as the site writes them: 128,000 (English digit grouping on every machine). */
const GROUPED = new Intl.NumberFormat('en-US');

export const formatNumber = (value: number): string => GROUPED.format(value);
