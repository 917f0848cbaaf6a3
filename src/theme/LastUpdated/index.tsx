import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

/**
 * Ejected (unsafe; plugins/touchpoints/README.md): theme-classic's LastUpdated, the same text and
 * markup, without itemProp="dateModified" on the <time>. A docs page is no microdata item, so the
 * attribute made every docs page invalid HTML. The date is formatted as the theme's internal
 * useDateTimeFormat does. The site shows no author (showLastUpdateAuthor is off).
 */
export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const {currentLocale, localeConfigs} = useDocusaurusContext().i18n;
  const dateTimeFormat = new Intl.DateTimeFormat(currentLocale, {
    calendar: localeConfigs[currentLocale]?.calendar,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
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
