import 'server-only';

import { verifyCaptcha, type CaptchaCost, type CaptchaVerdict } from './altcha';
import type { DB } from '../db/schema';
import { logger } from '../logger';
import { hitRateLimit, isRateLimited } from '../rate-limit/rate-limit';

// A site-wide ceiling on stored enquiries a minute. Past it no enquiry is refused or dropped:
// new ones need the harder captcha until the minute is over.
const SITE_KEY = 'contact:site-per-minute';
const MINUTE = 60;

export async function requiredCaptchaCost(db: DB, perMinute: number): Promise<CaptchaCost> {
  const state = await isRateLimited(db, SITE_KEY, { limit: perMinute, windowSeconds: MINUTE });
  return state.allowed ? 'normal' : 'surge';
}

export async function countStoredEnquiry(db: DB, perMinute: number): Promise<void> {
  await hitRateLimit(db, SITE_KEY, { limit: perMinute, windowSeconds: MINUTE });
}

/** The form's captcha checked at the cost the site's enquiries of the minute ask for. */
async function verifyEnquiryCaptcha(
  db: DB,
  hmacKey: string,
  payload: string | undefined,
  perMinute: number,
): Promise<CaptchaVerdict> {
  const cost = await requiredCaptchaCost(db, perMinute);
  return verifyCaptcha(db, hmacKey, payload, new Date(), cost);
}

/**
 * A public form's captcha as the visitor's problem: 'harder' while the site asks for the harder
 * proof of work, 'captcha' for a missing, forged, expired or used one; null when it passes.
 */
export async function enquiryCaptchaProblem(
  db: DB,
  hmacKey: string,
  payload: string | undefined,
  perMinute: number,
  from: { form: string; ipKey: string },
): Promise<'harder' | 'captcha' | null> {
  const verdict = await verifyEnquiryCaptcha(db, hmacKey, payload, perMinute);
  if (verdict === 'too-cheap') {
    logger.warn(from, 'enquiry ceiling reached: the harder captcha was asked for');
    return 'harder';
  }
  if (verdict === 'ok') return null;
  logger.info({ ...from, verdict }, `${from.form} form captcha refused`);
  return 'captcha';
}
