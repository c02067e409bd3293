import 'server-only';

import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

import type { DB } from '../db/client';

// ALTCHA proof of work, self-hosted: the browser solves a signed challenge; the server checks
// the signature, the expiry, and that the solution has not been used before.

export const CAPTCHA_TTL_SECONDS = 10 * 60;
const MAX_NUMBER = 50_000;

export type CaptchaChallenge = Awaited<ReturnType<typeof createChallenge>>;
export type CaptchaVerdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'replayed';

export async function createCaptchaChallenge(
  hmacKey: string,
  now = new Date(),
): Promise<CaptchaChallenge> {
  return createChallenge({
    hmacKey,
    maxNumber: MAX_NUMBER,
    expires: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  });
}

function expiresAt(payload: string): Date | null {
  try {
    const expires = Number(extractParams(payload).expires);
    return Number.isFinite(expires) && expires > 0 ? new Date(expires * 1000) : null;
  } catch {
    return null;
  }
}

function signatureOf(payload: string): string | null {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      signature?: unknown;
    };
    return typeof decoded.signature === 'string' ? decoded.signature : null;
  } catch {
    return null;
  }
}

export async function verifyCaptcha(
  db: DB,
  hmacKey: string,
  payload: string | undefined,
  now = new Date(),
): Promise<CaptchaVerdict> {
  if (!payload) return 'missing';
  const signature = signatureOf(payload);
  const expiry = expiresAt(payload);
  if (!signature || !expiry) return 'invalid';
  if (expiry.getTime() <= now.getTime()) return 'expired';
  let valid = false;
  try {
    valid = await verifySolution(payload, hmacKey, false);
  } catch {
    valid = false;
  }
  if (!valid) return 'invalid';
  // Single use: the first request to record the signature wins.
  const result = await db
    .insertInto('captcha_solutions')
    .values({ signature, expires_at: expiry.toISOString() })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 'ok' : 'replayed';
}

export async function deleteExpiredCaptchaSolutions(db: DB, now = new Date()): Promise<void> {
  await db.deleteFrom('captcha_solutions').where('expires_at', '<', now.toISOString()).execute();
}
