import 'server-only';

import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

import type { DB } from '../db/schema';

// ALTCHA proof of work, self-hosted: the browser solves a signed challenge; the server checks
// the signature, the expiry, and that the solution has not been used before.

export const CAPTCHA_TTL_SECONDS = 10 * 60;

/**
 * The secret number lies in [0, maxNumber], so a solver checks maxNumber / 2 candidates on average.
 * `npm run measure:captcha`: Chromium checks about 24,000 candidates a second with the CPU slowed
 * 4x on our 2-core hosts (their benchmarkIndex is about half of what that emulation assumes) and
 * 130,000 unslowed; native code about 425,000. So `normal` takes an emulated phone on a reference
 * host about 1 s and a desktop 0.4 s, and costs a script about 0.12 s of a core per enquiry;
 * `surge`, asked for while the site receives more enquiries a minute than it should, ten times that.
 */
export const CAPTCHA_COST = { normal: 100_000, surge: 1_000_000 } as const;
export type CaptchaCost = keyof typeof CAPTCHA_COST;

/** The spec's action name: a challenge names the form it was made for, and serves that one only. */
const CONTACT_FORM_ACTION = 'contact_form';

export type CaptchaChallenge = Awaited<ReturnType<typeof createChallenge>>;
export type CaptchaVerdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'replayed' | 'too-cheap';

export async function createCaptchaChallenge(
  hmacKey: string,
  now = new Date(),
  cost: CaptchaCost = 'normal',
  action = CONTACT_FORM_ACTION,
): Promise<CaptchaChallenge> {
  return createChallenge({
    hmacKey,
    maxNumber: CAPTCHA_COST[cost],
    expires: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    // Signed with the salt, so neither the cost a solution was made at nor the time the form
    // asked for its challenge (the spam folder's "too fast" test) can be forged.
    params: { action, cost, issued: String(now.getTime()) },
  });
}

function costOf(payload: string): CaptchaCost | null {
  try {
    const cost = extractParams(payload).cost;
    return cost === 'normal' || cost === 'surge' ? cost : null;
  } catch {
    return null;
  }
}

function actionOf(payload: string): string | null {
  try {
    return extractParams(payload).action ?? null;
  } catch {
    return null;
  }
}

function expiresAt(payload: string): Date | null {
  try {
    const expires = Number(extractParams(payload).expires);
    return Number.isFinite(expires) && expires > 0 ? new Date(expires * 1000) : null;
  } catch {
    return null;
  }
}

/**
 * When the form asked for the challenge of a solution. Null for a malformed payload, and for a
 * surge challenge: the form fetches that one only after the visitor pressed Send.
 */
export function captchaIssuedAt(payload: string | undefined): Date | null {
  if (!payload || costOf(payload) !== 'normal') return null;
  try {
    const issued = Number(extractParams(payload).issued);
    return Number.isFinite(issued) && issued > 0 ? new Date(issued) : null;
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
  requiredCost: CaptchaCost = 'normal',
  action = CONTACT_FORM_ACTION,
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
  // A solution made for another action (or for none) is no proof for this one.
  if (actionOf(payload) !== action) return 'invalid';
  const cost = costOf(payload);
  if (!cost) return 'invalid';
  if (requiredCost === 'surge' && cost !== 'surge') return 'too-cheap';
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
