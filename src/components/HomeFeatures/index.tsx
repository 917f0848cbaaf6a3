import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Feature = {title: string; description: React.ReactNode};

const features: Feature[] = [
  {
    title: "OpenAI's encodings, GPT-3 to GPT-5",
    description: (
      <>
        <code>r50k_base</code>, <code>p50k_base</code>, <code>p50k_edit</code>, <code>cl100k_base</code> and{' '}
        <code>o200k_base</code>, with the vocabularies and split rules of OpenAI&apos;s tiktoken.{' '}
        <Link to="/docs/getting-started/models">Which model uses which</Link>.
      </>
    ),
  },
  {
    title: 'Plain Java, no dependencies',
    description: (
      <>
        One jar of 3.2 MB for Java 8 and later. The vocabularies ship inside it, so nothing is downloaded at run time.
      </>
    ),
  },
  {
    title: 'One registry for all threads',
    description: (
      <>
        Share one registry and its encodings across threads: encoding and counting need no locks of your own, with one
        caveat for decoding special tokens. <code>countTokens</code> counts without building a token list.
      </>
    ),
  },
  {
    title: 'Token budgets',
    description: (
      <>
        Count with <code>countTokens</code>, or cut text to a limit of one token or more with{' '}
        <code>encode(text, maxTokens)</code> without splitting a Unicode code point. A recipe counts the messages of a
        chat request by OpenAI&apos;s published rule.
      </>
    ),
  },
  {
    title: 'Extensible',
    description: <>Register your own byte pair encoding or a completely custom encoding next to the built-in ones.</>,
  },
  {
    title: 'MIT licensed',
    description: <>Open source on GitHub, under the MIT license.</>,
  },
];

export default function HomeFeatures(): React.JSX.Element {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <h2 id="features-heading" className={styles.heading}>
        What JTokkit offers
      </h2>
      <ul className={styles.grid}>
        {features.map(({title, description}) => (
          <li key={title} className={styles.card}>
            <h3>{title}</h3>
            <p>{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
