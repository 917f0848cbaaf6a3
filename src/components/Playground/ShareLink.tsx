import React from 'react';
import styles from './styles.module.css';

type Props = {
  share: {url?: string; message: string} | null;
  onShare: () => void;
};

/** The Share link button, the link it made and what happened. */
export default function ShareLink({share, onShare}: Props): React.JSX.Element {
  return (
    <div className={styles.share}>
      <button type="button" className="button button--secondary" onClick={onShare}>
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
    </div>
  );
}
