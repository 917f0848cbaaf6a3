import React, {isValidElement, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {useScrollPositionBlocker, useTabs} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

export interface TabItemProps {
  value: string;
  label: string;
  default?: boolean;
  children: ReactNode;
}

/** One tab of <Tabs>: its label and its panel. Tabs renders it. */
export function TabItem({children}: TabItemProps): ReactNode {
  return children;
}

interface TabsProps {
  /** Tabs with the same group share one choice, remembered in local storage. */
  groupId?: string;
  /** The query string parameter that selects a tab from a link (?build-tool=gradle-kotlin). */
  queryString?: string;
  children: ReactElement<TabItemProps> | ReactElement<TabItemProps>[];
}

/**
 * Docusaurus's Tabs (the same markup classes, the same remembered and linked choice through
 * useTabs), with each tab and its panel linked by id as the ARIA authoring practices show it
 * (aria-controls, aria-labelledby), and without the theme's remount after hydration: the server's
 * markup stays, and a stored or linked choice only changes which panel is hidden.
 */
export default function Tabs({groupId, queryString, children}: TabsProps): ReactNode {
  const items = React.Children.toArray(children).filter((child): child is ReactElement<TabItemProps> =>
    isValidElement<TabItemProps>(child),
  );
  const values = items.map(({props}) => ({value: props.value, label: props.label, default: props.default}));
  const {selectedValue, selectValue} = useTabs({groupId, queryString, values, children: []});
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const id = useId();
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;

  const select = (tab: HTMLLIElement, value: string) => {
    if (value === selectedValue) return;
    blockElementScrollPositionUntilNextRender(tab); // the tab stays where it is when the panel's height changes
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const tabs = tabRefs.current;
    const moveTo = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (moveTo !== undefined) {
      event.preventDefault();
      tabs[moveTo]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(event.currentTarget, values[index]!.value);
    }
  };

  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {values.map(({value, label}, index) => (
          <li
            key={value}
            ref={(tab) => {
              tabRefs.current[index] = tab;
            }}
            role="tab"
            id={tabId(value)}
            aria-controls={panelId(value)}
            aria-selected={value === selectedValue}
            tabIndex={value === selectedValue ? 0 : -1}
            className={clsx('tabs__item', styles.tabItem, value === selectedValue && 'tabs__item--active')}
            onClick={(event) => select(event.currentTarget, value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        {items.map(({props}) => (
          <div
            key={props.value}
            role="tabpanel"
            id={panelId(props.value)}
            aria-labelledby={tabId(props.value)}
            hidden={props.value !== selectedValue}
            className={styles.panel}
          >
            {props.children}
          </div>
        ))}
      </div>
    </div>
  );
}
