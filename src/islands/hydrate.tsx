import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { fromSent } from './serialized-props';

/** Hydrates one island's server HTML with its component (loaded with React by the runtime). */
export function hydrateIsland(
  Component: ComponentType<Record<string, unknown>>,
  element: Element,
  props: unknown,
  identifierPrefix: string,
): void {
  hydrateRoot(element, createElement(Component, fromSent(props) as Record<string, unknown>), {
    identifierPrefix,
  });
}
