import figures from '@site/bench/playground-results.json';

/** What `npm run bench:playground` measured last (bench/playground-results.json, written by bench/playground.ts). */
export interface PlaygroundFigures {
  /** The day of the run, YYYY-MM-DD. */
  measured: string;
  /** Gzipped bytes of each encoding's vocabulary chunk. */
  vocabularyGzipBytes: Record<string, number>;
  /** Navigation to the first token count with the default encoding, cold cache, unthrottled (median). */
  firstCountMs: number;
  /** The same on a connection throttled as Lighthouse's mobile run throttles it, per encoding (median). */
  throttledFirstCountMs: Record<string, number>;
  tokensPerSecond: number;
}

/** The figures the playground page quotes: read from the last benchmark run, never written by hand. */
export const playgroundFigures: PlaygroundFigures = figures;
