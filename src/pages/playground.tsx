import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Playground from '@site/src/components/Playground';
import styles from './playground.module.css';

export default function PlaygroundPage(): React.JSX.Element {
  return (
    <Layout
      title="Tokenizer playground"
      description="See the tokens JTokkit produces for any text in r50k_base, p50k_base, p50k_edit, cl100k_base and o200k_base, compare the five side by side, count chat messages and tool definitions, and copy the Java code."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Tokenizer playground</Heading>
        <p>
          See the tokens JTokkit gives your text before you write any code: the same ids as JTokkit 1.1.0, computed in
          your browser. Nothing you type leaves this page.
        </p>
        <Playground />
        <Heading as="h2" id="why-o200k-base">
          Why o200k_base comes first
        </Heading>
        <p className={styles.about}>
          gpt-4o and every chat and reasoning model OpenAI has released since (gpt-4.1, gpt-5, o3, o4-mini) use{' '}
          <code>o200k_base</code>, according to the model table of OpenAI&apos;s tokenizer library, tiktoken (see{' '}
          <Link to="/docs/getting-started/models">Models</Link>). So a first visit counts with it. It costs time once:
          its vocabulary is the largest download of the five, 1.0 MB gzipped against 0.4 MB for <code>cl100k_base</code>
          . On a connection throttled as Lighthouse throttles a phone (1.5 Mbit/s, 562 ms latency), the first count
          appeared 11.6 s after the page was opened with <code>o200k_base</code> and 8.2 s with <code>cl100k_base</code>{' '}
          (medians of three, empty cache, <code>npm run bench</code>, 2026-11-23). Once loaded, a vocabulary stays in
          memory while the page is open, and each count takes milliseconds. For gpt-4, gpt-3.5-turbo and the embedding
          models, pick <code>cl100k_base</code>.
        </p>
      </main>
    </Layout>
  );
}
