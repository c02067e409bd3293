import { createElement, Fragment, isValidElement, type ReactNode } from 'react';

// An island's props travel to the browser as JSON. Besides plain data they may hold elements
// drawn by the server (the icons a header hands its menu): an element of a plain function
// component (no hooks) is drawn into its HTML elements and sent as those.

type SentElement = { $element: string; key: string | null; props: Record<string, unknown> };

const FRAGMENT = '#fragment';

export function toSendable(value: unknown, where: string): unknown {
  if (isValidElement(value)) {
    const { type, key } = value;
    const props = value.props as Record<string, unknown>;
    if (typeof type === 'function')
      return toSendable((type as (p: unknown) => ReactNode)(props), where);
    const name = (type as unknown) === Fragment ? FRAGMENT : type;
    if (typeof name !== 'string')
      throw new Error(`${where}: an element of this kind cannot be sent`);
    return {
      $element: name,
      key,
      props: toSendable(props, where) as Record<string, unknown>,
    } satisfies SentElement;
  }
  if (Array.isArray(value)) return value.map((item) => toSendable(item, where));
  if (typeof value === 'function') throw new Error(`${where}: a function cannot be sent`);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([name, inner]) => [name, toSendable(inner, where)]),
    );
  return value;
}

const isSentElement = (value: unknown): value is SentElement =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as SentElement).$element === 'string';

export function fromSent(value: unknown): unknown {
  if (isSentElement(value)) {
    const { children, ...props } = fromSent(value.props) as Record<string, unknown>;
    const type = value.$element === FRAGMENT ? Fragment : value.$element;
    return createElement(type, { ...props, key: value.key }, children as ReactNode);
  }
  if (Array.isArray(value)) return value.map(fromSent);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, fromSent(inner)]),
    );
  return value;
}
