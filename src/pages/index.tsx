import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomeFeatures from '@site/src/components/HomeFeatures';
import InstallSnippet from '@site/src/components/InstallSnippet';
import styles from './index.module.css';

export default function Home(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Java tokenizer for OpenAI models"
      description="JTokkit counts, encodes and decodes tokens for OpenAI models in Java: r50k_base, p50k_base, p50k_edit, cl100k_base and o200k_base, with no dependencies."
    >
      <main>
        <div className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/getting-started">
                Get Started
              </Link>
              <Link className="button button--secondary button--lg" to="/playground">
                Try the playground
              </Link>
            </div>
          </div>
        </div>
        <div className="container">
          <section className={styles.install} aria-labelledby="install-heading">
            <Heading as="h2" id="install-heading">
              Install
            </Heading>
            <p>JTokkit is on Maven Central. Add one dependency; it has none of its own.</p>
            <InstallSnippet />
          </section>
          <HomeFeatures />
        </div>
      </main>
    </Layout>
  );
}
