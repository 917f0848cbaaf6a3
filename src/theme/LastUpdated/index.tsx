import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/LastUpdated';

/**
 * Ejected (Docusaurus 3.8.1; unsafe): theme-classic's LastUpdated, the same text and markup, without
 * itemProp="dateModified" on the <time>. A docs page is no microdata item, so the attribute made
 * every docs page invalid HTML. The site shows no author (showLastUpdateAuthor is off).
 */
export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  const date = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: date ? (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={date.toISOString()}>{dateTimeFormat.format(date)}</time>
                  </b>
                ),
              }}
            >
              {' on {date}'}
            </Translate>
          ) : (
            ''
          ),
          byUser: '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
