import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Playground from '@site/src/components/Playground';

export default function PlaygroundPage(): React.JSX.Element {
  return (
    <Layout
      title="Tokenizer playground"
      description="See the tokens JTokkit produces for any text in r50k_base, p50k_base, p50k_edit, cl100k_base and o200k_base, count chat messages and copy the Java code."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Tokenizer playground</Heading>
        <p>
          See the tokens JTokkit gives your text before you write any code: the same ids as JTokkit 1.1.0, computed in
          your browser. Nothing you type leaves this page.
        </p>
        <Playground />
      </main>
    </Layout>
  );
}
