import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

// Swizzled (eject) to point lost readers at the pages they most likely wanted.
export default function NotFoundContent({className}: Props): React.JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl text-links', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
          <p>These pages are a good place to continue:</p>
          <ul>
            <li>
              <Link to="/">JTokkit home</Link>
            </li>
            <li>
              <Link to="/docs/getting-started">Getting started</Link>: install JTokkit and count your first tokens
            </li>
            <li>
              <Link to="/docs/getting-started/usage">Usage</Link>: encodings, models, encoding and decoding
            </li>
            <li>
              <Link to="/docs/getting-started/models">Models and encodings</Link>: the encoding of every current OpenAI model
            </li>
            <li>
              <Link to="/docs/getting-started/troubleshooting">Errors and troubleshooting</Link>
            </li>
            <li>
              <Link to="/docs/getting-started/recipes/chatml">Counting chat tokens</Link>
            </li>
          </ul>
          <p>You can also use the search box at the top of the page.</p>
        </div>
      </div>
    </main>
  );
}
