import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import KeepServerMarkup from '@site/src/components/KeepServerMarkup';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * Wrapped (pinned Docusaurus 3.8.1): the date is formatted (UTC) by the server; hydrating it
 * again cost a throttled phone ~80 ms, mostly creating the page's first Intl.DateTimeFormat.
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <KeepServerMarkup as="span" version={`${props.lastUpdatedAt}/${props.lastUpdatedBy}`}>
      <LastUpdated {...props} />
    </KeepServerMarkup>
  );
}
