import { AsyncLocalStorage } from 'node:async_hooks';

import type { IslandsManifest } from './build/islands-plugin';

// What one render of a public page gathers and needs: the cache tags of the data it read and the
// shortest time that data stays true (shims/next-cache.ts), its path, and its islands (island.tsx).

export type PageRender = {
  pathname: string;
  tags: Set<string>;
  /** Seconds until the page is rendered again even if no tag of it expires. */
  revalidate: number;
  /** How many islands the page holds so far: each gets its own prefix for React's ids. */
  islands: number;
  manifest: IslandsManifest;
};

const storage = new AsyncLocalStorage<PageRender>();

export const withPageRender = <T>(render: PageRender, run: () => T): T => storage.run(render, run);

/** The render under way, if any (a loader may also run outside one, in Next.js's pages). */
export const pageRenderUnderWay = (): PageRender | undefined => storage.getStore();

export function currentPageRender(): PageRender {
  const render = storage.getStore();
  if (!render) throw new Error('Not inside the render of a public page');
  return render;
}
