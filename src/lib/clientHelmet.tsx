/**
 * What the browser bundle gets for "react-helmet-async" (see plugins/client-aliases.ts): the two
 * exports Docusaurus uses there, HelmetProvider and Helmet (behind @docusaurus/Head); main.js is
 * 4.2 KB gzipped smaller than with react-helmet-async and its dependencies. The server still renders the
 * head with react-helmet-async; this keeps it up to date in the browser the way react-helmet-async
 * does: of all mounted <Head>s, the later one in render order wins a title, an attribute of <html>
 * or <body>, and a meta, link or script tag with the same key, and tags are only replaced when they
 * change.
 */
import {Children, isValidElement, useEffect, useState, type ReactNode} from 'react';

type Props = Record<string, unknown>;
type Tag = {type: string; props: Props};

const LIST_TYPES = ['meta', 'link', 'script', 'style', 'noscript', 'base'];
// React prop names that are not the attribute's name (setAttribute lowercases the others).
const ATTRIBUTE_NAMES: Record<string, string> = {className: 'class', httpEquiv: 'http-equiv', htmlFor: 'for'};

const mounted = new Map<number, ReactNode>();
let nextOrder = 0;
let flushQueued = false;
// The attributes of <html> and <body> the <Head>s asked for last time, by name.
const appliedAttributes: Record<'html' | 'body', Map<string, string>> = {html: new Map(), body: new Map()};

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}

export function Helmet({children}: {children?: ReactNode}): null {
  // Render order, parents before children: a later <Head> overrides an earlier one.
  const [order] = useState(() => nextOrder++);
  useEffect(() => {
    mounted.set(order, children);
    queueFlush();
    return () => {
      mounted.delete(order);
      queueFlush();
    };
  }, [order, children]);
  return null;
}

function queueFlush(): void {
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(() => {
    flushQueued = false;
    applyToDocument(collectTags());
  });
}

function collectTags(): Tag[][] {
  return [...mounted.keys()]
    .sort((a, b) => a - b)
    .map((order) => {
      const tags: Tag[] = [];
      Children.forEach(mounted.get(order), (child) => {
        if (isValidElement<Props>(child) && typeof child.type === 'string')
          tags.push({type: child.type, props: child.props});
      });
      return tags;
    });
}

/** The key two tags of the same type are the same tag by; react-helmet-async drops tags with none. */
function keyOf({type, props}: Tag): string | undefined {
  const text = typeof props.children === 'string' ? props.children : undefined;
  const attribute = (name: string) => (typeof props[name] === 'string' ? `${name}=${props[name]}` : undefined);
  switch (type) {
    case 'meta':
      return (
        attribute('name') ??
        attribute('property') ??
        attribute('httpEquiv') ??
        attribute('charSet') ??
        attribute('itemProp')
      );
    case 'link':
      return props.rel === 'canonical' ? 'canonical' : attribute('href');
    case 'script':
      return attribute('src') ?? text;
    case 'base':
      return 'base';
    default:
      return attribute('href') ?? text;
  }
}

function applyToDocument(instances: Tag[][]): void {
  let title: string | undefined;
  const attributes = {html: {} as Props, body: {} as Props};
  for (const tags of instances) {
    for (const {type, props} of tags) {
      if (type === 'title') title = Children.toArray(props.children as ReactNode).join('');
      if (type === 'html' || type === 'body') Object.assign(attributes[type], props);
    }
  }
  // Tags: the latest instance keeps a key; within one instance, every tag stays.
  const seen = new Set<string>();
  const kept: Tag[] = [];
  for (const tags of [...instances].reverse()) {
    const keys: string[] = [];
    for (const tag of [...tags].reverse()) {
      const key = LIST_TYPES.includes(tag.type) ? keyOf(tag) : undefined;
      if (key === undefined || seen.has(`${tag.type} ${key}`)) continue;
      keys.push(`${tag.type} ${key}`);
      kept.unshift(tag);
    }
    keys.forEach((key) => seen.add(key));
  }

  if (title !== undefined && document.title !== title) document.title = title;
  setAttributes(document.documentElement, 'html', attributes.html);
  setAttributes(document.body, 'body', attributes.body);
  replaceTags(kept);
}

/**
 * Sets what changed since the last time and removes what is no longer asked for. An attribute the page
 * changed itself stays as it is until the <Head>s ask for another value: the keyboard navigation class
 * on <body>, which a mouse click removes, is not put back by the next route change.
 */
function setAttributes(element: HTMLElement, which: 'html' | 'body', props: Props): void {
  const previous = appliedAttributes[which];
  const current = new Map<string, string>();
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children') continue;
    const name = ATTRIBUTE_NAMES[prop] ?? prop.toLowerCase();
    const text = value === undefined || value === null ? '' : String(value);
    if (previous.get(name) !== text && element.getAttribute(name) !== text) element.setAttribute(name, text);
    current.set(name, text);
  }
  for (const name of previous.keys()) if (!current.has(name)) element.removeAttribute(name);
  appliedAttributes[which] = current;
}

/** Keeps the head's managed tags (data-rh, as the server marks them) that are still wanted, adds the new ones. */
function replaceTags(tags: Tag[]): void {
  const stale = Array.from(document.head.querySelectorAll('[data-rh]')).filter(
    (element) => element.localName !== 'title',
  );
  for (const tag of tags) {
    const element = document.createElement(tag.type);
    for (const [prop, value] of Object.entries(tag.props)) {
      if (prop === 'children') {
        const text = Children.toArray(value as ReactNode).join('');
        // A script's or a style's children are its text, as the server writes them.
        if (tag.type === 'script' || tag.type === 'style') element.textContent = text;
        else element.innerHTML = text;
      } else if (prop === 'dangerouslySetInnerHTML') element.innerHTML = (value as {__html: string}).__html;
      else if (value !== undefined && value !== null && value !== false)
        element.setAttribute(ATTRIBUTE_NAMES[prop] ?? prop, String(value));
    }
    element.setAttribute('data-rh', 'true');
    const same = stale.findIndex((existing) => existing.isEqualNode(element));
    if (same === -1) document.head.appendChild(element);
    else stale.splice(same, 1);
  }
  stale.forEach((element) => element.remove());
}
