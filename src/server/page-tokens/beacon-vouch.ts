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

export type BeaconRefusal = TokenRefusal | 'cross-site' | 'used' | 'over-limit';

export const refusalMessages: Record<BeaconRefusal, string> = {
  'cross-site': 'Only the site’s own pages send these.',
  'no-token': 'A page token is required: these come from the site’s own pages.',
  'bad-token': 'The page token is not valid.',
  expired: 'The page token has expired; reload the page.',
  'other-page': 'The page token was issued for another page.',
  'other-network': 'The page token was issued to another connection.',
  used: 'This page token has been used for this already.',
  'over-limit': 'Too many from this network; try again later.',
};

const refusals = createBatchedCounter<number>({
  name: 'beacon refusals',
  limit: 1000,
  write: recordBeaconRefusals,
});

export const beaconRefusalWork = refusals.work;
export const flushBeaconRefusals = refusals.flush;

/** Counts a refusal and answers it: 403, or 429 over the limit. */
function refuseBeacon(
  kind: BeaconKind,
  reason: BeaconRefusal,
  now = new Date(),
  headers: Record<string, string> = {},
): Response {
  refusals.count(`${viewDay(now)}|${kind}|${reason}`, (held) => (held ?? 0) + 1);
  return beaconRefused(reason === 'over-limit' ? 429 : 403, refusalMessages[reason], headers);
}

/**
 * Null when the beacon may be counted: from the site's own page, with an unspent token for that
 * page and this client's network (now spent on `use`), and within the network's hourly budget of
 * its kind. Otherwise the answer refusing it, counted. The token is read (no database) before it
 * is spent, so a forged flood costs no write.
 */
export async function admitBeacon(
  request: Request,
  deps: { db: DB; tokenKey: () => Promise<string> },
  beacon: { kind: BeaconKind; page: string; token?: string; use: string; perHour: number },
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
  const limit = await hitRateLimit(deps.db, `${beacon.kind}:${network}`, {
    limit: beacon.perHour,
    windowSeconds: 60 * 60,
  });
  return limit.allowed
    ? null
    : refuse('over-limit', { 'Retry-After': String(limit.retryAfterSeconds) });
}
