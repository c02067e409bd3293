import 'server-only';

import { viewDay } from '@/lib/page-views';
import { normalizePath } from '@/lib/routing/canonical-path';

import { recordPageViews } from '../queries/page-views';
import { createBatchedCounter } from '../runtime/batched-counter';

// Page views counted in memory as the request pipeline sends the pages, per day and path, and
// written every few seconds (runtime/batched-counter.ts).

const views = createBatchedCounter<number>({
  name: 'page views',
  limit: 2000,
  write: recordPageViews,
});

export function countPageView(pathname: string, now = new Date()): void {
  views.count(`${viewDay(now)}|${normalizePath(pathname.slice(0, 300))}`, (n) => (n ?? 0) + 1);
}

export const flushPageViews = views.flush;
export const pageViewWork = views.work;
