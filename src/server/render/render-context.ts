import { AsyncLocalStorage } from 'node:async_hooks';

import type { IslandsManifest } from './build/islands-plugin';

// What one render of a public page gathers and needs, for the code it calls: the cache tags of the
// data it read (shims/next-cache.ts), its path (shims/next-navigation.ts), and its islands.
// Shared through globalThis: the shims read it without importing Node's modules.

export type PageRender = {
  pathname: string;
  tags: Set<string>;
  /** How many islands the page holds so far: each gets its own prefix for React's ids. */
  islands: number;
  manifest: IslandsManifest;
};

const key = Symbol.for('site.page-render');
type Holder = { [key]?: AsyncLocalStorage<PageRender> };
const storage = ((globalThis as Holder)[key] ??= new AsyncLocalStorage<PageRender>());

export const withPageRender = <T>(render: PageRender, run: () => T): T => storage.run(render, run);

export function currentPageRender(): PageRender {
  const render = storage.getStore();
  if (!render) throw new Error('Not inside the render of a public page');
  return render;
}
