import { pageRenderUnderWay } from '../render-context';

// next/cache for the public pages' renderer: the data a page reads names its cache tags, and the
// page is kept until an admin's change expires one of them (the route cache, entry.tsx). The data
// itself is read afresh for each render, which happens only when the page is not in the cache.

export function cacheTag(...tags: string[]): void {
  const render = pageRenderUnderWay();
  for (const tag of tags) render?.tags.add(tag);
}

export function cacheLife(): void {}
