import 'server-only';

import { recordRedirectHits } from '../queries/redirects';
import { createBatchedCounter } from '../runtime/batched-counter';

// Each redirect rule's hits, counted as the request pipeline answers them and written every few
// seconds, and at shutdown (runtime/batched-counter.ts).

const hits = createBatchedCounter<{ count: number; last: string }>({
  name: 'redirect hits',
  limit: 5000,
  write: recordRedirectHits,
});

export function countRedirectHit(ruleId: string): void {
  hits.count(ruleId, (hit) => ({ count: (hit?.count ?? 0) + 1, last: new Date().toISOString() }));
}

export const flushRedirectHits = hits.flush;
export const redirectHitWork = hits.work;
