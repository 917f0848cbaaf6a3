import React, {useId, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type Kept = {html: string; version: string};

/** The markup the server rendered inside the marker with this id, read while the page hydrates. */
function serverMarkup(id: string, version: string, hydrating: boolean): Kept | null {
  if (!hydrating || !ExecutionEnvironment.canUseDOM) return null;
  const marker = document.querySelector(`[data-server-markup="${CSS.escape(id)}"]`);
  return marker ? {html: marker.innerHTML, version} : null;
}

type Props = {
  /** What the children render from: when it changes, they render as usual from then on. */
  version: string;
  children: ReactNode;
  /** Given the marker element while it holds the server's markup (null when it stops). */
  markerRef?: (marker: HTMLElement | null) => void;
};

/**
 * While the page hydrates, keeps the markup the server rendered for `children` instead of
 * rendering them again, for output that costs a lot to compute and never differs in the browser
 * (highlighted code). The marker adds no box (display: contents). Renders after
 * hydration (a client-side page change) and a changed `version` render `children` as usual.
 * useId() is identical on the server and while hydrating, which is what pairs the two.
 */
export default function KeepServerMarkup({version, children, markerRef}: Props): ReactNode {
  const id = useId();
  const hydrating = !useIsBrowser();
  const [kept, setKept] = useState(() => serverMarkup(id, version, hydrating));
  const keep = kept !== null && kept.version === version;
  if (kept && !keep) setKept(null); // for good: what the server rendered no longer applies

  if (keep) {
    return (
      <div
        key="server"
        data-server-markup={id}
        className={styles.marker}
        ref={markerRef}
        dangerouslySetInnerHTML={{__html: kept.html}}
      />
    );
  }
  return (
    <div key="client" data-server-markup={id} className={styles.marker}>
      {children}
    </div>
  );
}
