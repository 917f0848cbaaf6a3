import React from 'react';
import clsx from 'clsx';
import styles from '../styles.module.css';

type Props = {
  share: {url?: string; message: string} | null;
  onShare: () => void;
};

/** The Share link button, what a link holds, the link it made and what happened. */
export default function ShareLink({share, onShare}: Props): React.JSX.Element {
  return (
    <div className={styles.share}>
      <button
        type="button"
        className="button button--secondary"
        onClick={onShare}
        aria-describedby="playground-share-note"
      >
        Share link
      </button>
      {share?.url && (
        <input
          aria-label="Share link"
          className={styles.shareUrl}
          readOnly
          value={share.url}
          onFocus={(event) => event.target.select()}
        />
      )}
      {share && (
        <span role="status" className={styles.note}>
          {share.message}
        </span>
      )}
      <p id="playground-share-note" className={clsx(styles.note, styles.shareNote)}>
        A share link holds your text (in chat mode, the messages and tools), the view, the encoding or model and the
        options, after its <code>#</code>. Browsers do not send that part of a link to the site, but anyone who has the
        link can read it, and so can any app you paste it into. Share link also writes it into this page&apos;s address.
      </p>
    </div>
  );
}
