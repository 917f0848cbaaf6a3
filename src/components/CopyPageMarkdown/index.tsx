import React, {useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'copying'} | {kind: 'copied'} | {kind: 'failed'; reason: string};

/** Copies the Markdown copy of a doc page (generated at build time at its route + ".md"). */
export default function CopyPageMarkdown({permalink}: {permalink: string}): React.JSX.Element {
  const markdownUrl = useBaseUrl(`${permalink.replace(/\/$/, '')}.md`);
  const [status, setStatus] = useState<Status>({kind: 'idle'});

  async function copy(): Promise<void> {
    setStatus({kind: 'copying'});
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus({kind: 'copied'});
    } catch (error) {
      setStatus({kind: 'failed', reason: error instanceof Error ? error.message : String(error)});
    }
  }

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={copy}
        disabled={status.kind === 'copying'}
      >
        {status.kind === 'copied' ? 'Copied' : 'Copy page as Markdown'}
      </button>
      <a className={styles.link} href={markdownUrl} target="_blank" rel="noopener">
        View as Markdown
      </a>
      <span role="status" className={status.kind === 'failed' ? styles.error : 'sr-only'}>
        {status.kind === 'copied' && 'The page is on your clipboard as Markdown.'}
        {status.kind === 'failed' && `Could not copy the page (${status.reason}). Use “View as Markdown” instead.`}
      </span>
    </div>
  );
}
