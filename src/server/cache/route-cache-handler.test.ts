import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import RouteCache from './route-cache-handler.mjs';

const page = (html: string) => ({ kind: 'APP_PAGE', html, headers: {} });
const cache = new RouteCache({});
let key = 0;

describe('route cache handler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('serves a stored page until one of its tags is expired', async () => {
    const path = `/page-${key++}`;
    await cache.get(path);
    await cache.set(path, page('old'), { tags: ['testimonials'] });
    expect((await cache.get(path))?.value).toMatchObject({ html: 'old' });

    vi.advanceTimersByTime(10);
    await cache.revalidateTag(['testimonials']);
    expect(await cache.get(path)).toBeNull();
  });

  it('does not keep a render that began before a tag expired and ended after it', async () => {
    const path = `/page-${key++}`;
    await cache.get(path); // the miss that starts a render, which reads the old data
    vi.advanceTimersByTime(50);
    await cache.revalidateTag(['faqs']); // an admin saves while the render is under way
    vi.advanceTimersByTime(50);
    await cache.set(path, page('rendered from old data'), { tags: ['faqs'] });

    expect(await cache.get(path)).toBeNull();
    vi.advanceTimersByTime(50);
    await cache.set(path, page('fresh'), { tags: ['faqs'] });
    expect((await cache.get(path))?.value).toMatchObject({ html: 'fresh' });
  });
});
