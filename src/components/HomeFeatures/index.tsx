import React from 'react';
import styles from './styles.module.css';

type Feature = {title: string; description: React.ReactNode};

const features: Feature[] = [
  {
    title: 'Every OpenAI encoding',
    description: (
      <>
        <code>r50k_base</code>, <code>p50k_base</code>, <code>p50k_edit</code>, <code>cl100k_base</code> and{' '}
        <code>o200k_base</code>: the same token ids as OpenAI&apos;s own tokenizer, from GPT-3 to GPT-4o.
      </>
    ),
  },
  {
    title: 'Plain Java, no dependencies',
    description: <>One small jar for Java 8 and later. The vocabularies ship inside it, so nothing is downloaded at run time.</>,
  },
  {
    title: 'Fast and thread-safe',
    description: <>Share one registry and its encodings across threads. Count tokens without building a token list.</>,
  },
  {
    title: 'Budgets made easy',
    description: (
      <>
        Count the tokens of a chat request before you send it, or cut text to a token limit with{' '}
        <code>encode(text, maxTokens)</code>.
      </>
    ),
  },
  {
    title: 'Extensible',
    description: <>Register your own byte pair encoding or a completely custom encoding next to the built-in ones.</>,
  },
  {
    title: 'MIT licensed',
    description: <>Open source, developed in the open by Knuddels.</>,
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
