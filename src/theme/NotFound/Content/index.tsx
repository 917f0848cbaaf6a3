import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {useLatestVersion} from '@docusaurus/plugin-content-docs/client';

// The pages a lost reader most likely wanted, by doc id. Their routes come from the docs plugin's
// global data, which every page has already: every docs page renders this component when no doc
// matches its address, so importing src/lib/site/site.ts here would put the list of every doc page
// into every docs page's scripts.
const SUGGESTIONS = [
  {id: 'getting-started/intro', label: 'Getting started', what: 'install JTokkit and count your first tokens'},
  {id: 'getting-started/usage', label: 'Usage', what: 'encodings, models, encoding and decoding'},
  {id: 'getting-started/models', label: 'Models and encodings', what: 'the encoding of every OpenAI model'},
  {id: 'getting-started/troubleshooting', label: 'Errors and troubleshooting', what: ''},
  {id: 'getting-started/recipes/chatml', label: 'Counting chat tokens', what: ''},
] as const;

// Ejected (unsafe; plugins/touchpoints/README.md) to point lost readers at the pages they most likely wanted.
export default function NotFoundContent({className}: Props): React.JSX.Element {
  const {docs} = useLatestVersion(undefined);
  const routeOf = (id: string): string => {
    const doc = docs.find((candidate) => candidate.id === id);
    // Thrown while the 404 page is rendered at build time: a stale id fails the build.
    if (!doc) throw new Error(`NotFound/Content: no doc with the id ${id}`);
    return doc.path;
  };
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
            {SUGGESTIONS.map(({id, label, what}) => (
              <li key={id}>
                <Link to={routeOf(id)}>{label}</Link>
                {what && `: ${what}`}
              </li>
            ))}
          </ul>
          <p>You can also use the search box at the top of the page.</p>
        </div>
      </div>
    </main>
  );
}
