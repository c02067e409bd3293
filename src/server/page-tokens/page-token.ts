import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A page token vouches that a beacon (Core Web Vitals, a contact press) comes from a visit to one
// page of the site by one client: issued to a request the page makes once it is shown (never in
// its cached HTML), signed, bound to the page's path and the client's network, and spent once per
// use (queries/beacon-refusals.ts). Nothing about the visitor is in it but a hash of that network.

/** Long enough for a visitor who leaves a page open, reads, and presses Call an hour later. */
export const PAGE_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

export type TokenRefusal = 'no-token' | 'bad-token' | 'expired' | 'other-page' | 'other-network';
export type ReadToken =
  { ok: true; id: string; expiresAt: Date } | { ok: false; reason: TokenRefusal };

const sign = (key: string, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

/** A token for `path`, for the client on `network` (clientAddressKey's hash). */
export function issuePageToken(key: string, path: string, network: string, now = new Date()) {
  const claims = {
    i: randomBytes(12).toString('base64url'),
    p: path,
    n: network,
    t: now.getTime(),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** Checks a token for a beacon about `path` from `network`; spending it is the caller's. */
export function readPageToken(
  key: string,
  token: string | undefined,
  path: string,
  network: string,
  now = new Date(),
): ReadToken {
  if (!token) return { ok: false, reason: 'no-token' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'bad-token' };
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-token' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    i: string;
    p: string;
    n: string;
    t: number;
  };
  const expiresAt = new Date(claims.t + PAGE_TOKEN_TTL_MS);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (claims.p !== path) return { ok: false, reason: 'other-page' };
  if (claims.n !== network) return { ok: false, reason: 'other-network' };
  return { ok: true, id: claims.i, expiresAt };
}
