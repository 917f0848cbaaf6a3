import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Playground from '@site/src/components/Playground';
import {JTOKKIT} from '@site/src/lib/site/site';
import styles from './playground.module.css';
// Written by `npm run bench:playground` (bench/playground.ts) from its last run; never edited by hand.
import figures from '@site/src/data/playgroundFigures.json';

const {measured, runs, vocabularyBytes, throttledFirstCountMs} = figures;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default function PlaygroundPage(): React.JSX.Element {
  return (
    <Layout
      title="Tokenizer playground"
      description="See the tokens JTokkit produces for your text in r50k_base, p50k_base, p50k_edit, cl100k_base and o200k_base, compare the five side by side, count chat messages and tool definitions, and copy the Java code."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Tokenizer playground</Heading>
        <p className={styles.about}>
          See the tokens JTokkit 1.1.0 gives your text, computed in your browser (Java versions with other Unicode data
          can differ: <Link to="/docs/getting-started/models#unicode-versions">Unicode versions</Link>). Nothing you
          type is sent to the site; a share link holds it after its <code>#</code>.
        </p>
        <Playground />
        <Heading as="h2" id="why-o200k-base">
          Why o200k_base comes first
        </Heading>
        <p className={styles.about}>
          In the model table of OpenAI&apos;s tokenizer library, tiktoken, as of its version 0.14.0 (August 2026),
          gpt-4o, gpt-4.1, gpt-5, o1, o3 and o4-mini use <code>o200k_base</code>; the open-weight gpt-oss models use{' '}
          <code>o200k_harmony</code>, which JTokkit {JTOKKIT.version} does not have. Models that came after that version
          are not in its table (see <Link to="/docs/getting-started/models">Models</Link>). So a first visit counts with{' '}
          <code>o200k_base</code>. That costs time: its vocabulary is the largest download of the five,{' '}
          {megabytes(vocabularyBytes.o200k_base)} against {megabytes(vocabularyBytes.cl100k_base)} for{' '}
          <code>cl100k_base</code>. On a phone as Lighthouse emulates one (1.5 Mbit/s, 562 ms latency, the page&apos;s
          main thread four times slower), the first count appeared {seconds(throttledFirstCountMs.o200k_base)} after the
          page was opened with <code>o200k_base</code> and {seconds(throttledFirstCountMs.cl100k_base)} with{' '}
          <code>cl100k_base</code> (medians of {runs}, empty cache, <code>npm run bench:playground</code>, {measured}).
          Later counts reuse a loaded vocabulary; Cancel, Retry, and typing on while a count is stuck in one very long
          word start a fresh tokenizer, which reads the vocabulary again, from the browser&apos;s cache when it still
          has it. In the Text view, the page shows under the tokens how long the count took. For gpt-4, gpt-3.5-turbo,
          text-embedding-ada-002 and the text-embedding-3 models, pick <code>cl100k_base</code>.
        </p>
      </main>
    </Layout>
  );
}
