import 'server-only';

import { viewDay } from '@/lib/page-views';

import type { DB } from '../db/schema';
import { beaconRefused } from '../http/beacon';
import { clientAddressKey } from '../http/client-address';
import { fromOwnPage } from '../http/same-origin';
import { recordBeaconRefusals, spendPageToken, type BeaconKind } from '../queries/beacon-refusals';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { createBatchedCounter } from '../runtime/batched-counter';
import { readPageToken, type TokenRefusal } from './page-token';

// What a beacon endpoint asks before it counts anything: a request from the site's own page,
// carrying an unspent page token for that page and this client's network. Every refusal is counted
// per day, kind and reason (in memory, written every few seconds), for the owner to see.

export type BeaconRefusal = TokenRefusal | 'cross-site' | 'used' | 'repeat' | 'over-limit';

export const refusalMessages: Record<BeaconRefusal, string> = {
  'cross-site': 'Only the site’s own pages send these.',
  'no-token': 'A page token is required: these come from the site’s own pages.',
  'bad-token': 'The page token is not valid.',
  expired: 'The page token has expired; reload the page.',
  'other-page': 'The page token was issued for another page.',
  'other-network': 'The page token was issued to another connection.',
  used: 'This page token has been used for this already.',
  repeat: 'Counted already today for this page from this network.',
  'over-limit': 'Too many from this network today; try again tomorrow.',
};

const refusals = createBatchedCounter<number>({
  name: 'beacon refusals',
  limit: 1000,
  write: recordBeaconRefusals,
});

export const beaconRefusalWork = refusals.work;
export const flushBeaconRefusals = refusals.flush;

const limited = new Set<BeaconRefusal>(['repeat', 'over-limit']);

/** Counts a refusal and answers it: 403, or 429 past a limit. */
function refuseBeacon(
  kind: BeaconKind,
  reason: BeaconRefusal,
  now = new Date(),
  headers: Record<string, string> = {},
): Response {
  refusals.count(`${viewDay(now)}|${kind}|${reason}`, (held) => (held ?? 0) + 1);
  return beaconRefused(limited.has(reason) ? 429 : 403, refusalMessages[reason], headers);
}

/**
 * Null when the beacon may be counted: from the site's own page, with an unspent token for that
 * page and this client's network (now spent on `use`), the first of its use for that page from
 * that network today, and within the network's daily budget of its kind. Otherwise the answer
 * refusing it, counted. The token is read (no database) before it is spent, so a forged flood
 * costs no write. So one token adds at most one of each use, and one network (an IPv4 address or
 * an IPv6 /64) at most one a page and `perDay` in all a day: a script with ten addresses adds ten
 * slow visits to a page a day, not eighty (fourth attack, M2).
 */
export async function admitBeacon(
  request: Request,
  deps: { db: DB; tokenKey: () => Promise<string> },
  beacon: { kind: BeaconKind; page: string; token?: string; use: string; perDay: number },
  now = new Date(),
): Promise<Response | null> {
  const refuse = (reason: BeaconRefusal, headers?: Record<string, string>) =>
    refuseBeacon(beacon.kind, reason, now, headers);
  if (!fromOwnPage(request)) return refuse('cross-site');
  const network = clientAddressKey(request.headers);
  const token = readPageToken(await deps.tokenKey(), beacon.token, beacon.page, network, now);
  if (!token.ok) return refuse(token.reason);
  if (!(await spendPageToken(deps.db, token.id, beacon.use, token.expiresAt)))
    return refuse('used');
  const day = { windowSeconds: 24 * 60 * 60 };
  const retry = (limit: { retryAfterSeconds: number }) => ({
    'Retry-After': String(limit.retryAfterSeconds),
  });
  const once = await hitRateLimit(deps.db, `${beacon.use}:${network}:${beacon.page}`, {
    limit: 1,
    ...day,
  });
  if (!once.allowed) return refuse('repeat', retry(once));
  const all = await hitRateLimit(deps.db, `${beacon.kind}:${network}`, {
    limit: beacon.perDay,
    ...day,
  });
  return all.allowed ? null : refuse('over-limit', retry(all));
}
