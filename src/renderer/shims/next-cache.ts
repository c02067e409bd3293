import { pageRenderUnderWay } from '../render-context';

// next/cache for the public pages' renderer: the data a page reads names its cache tags and how
// long it stays true, and the page is kept until an admin's change expires one of the tags or the
// shortest of those lifetimes ends (the route cache, entry.tsx). The data itself is read afresh
// for each render, which happens only when the page is not in the cache.

export function cacheTag(...tags: string[]): void {
  const render = pageRenderUnderWay();
  for (const tag of tags) render?.tags.add(tag);
}

/** Next.js's profiles' revalidate times, in seconds. */
const profiles: Record<string, number> = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86_400,
  weeks: 604_800,
  max: 2_592_000,
  default: 900,
};

export function cacheLife(profile: string | { revalidate?: number }): void {
  const render = pageRenderUnderWay();
  const seconds = typeof profile === 'string' ? profiles[profile] : profile.revalidate;
  if (render && seconds !== undefined) render.revalidate = Math.min(render.revalidate, seconds);
}
