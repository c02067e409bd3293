import 'server-only';

import { verifyCaptcha, type CaptchaCost, type CaptchaVerdict } from '../captcha/altcha';
import type { DB } from '../db/schema';
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
export async function verifyEnquiryCaptcha(
  db: DB,
  hmacKey: string,
  payload: string | undefined,
  perMinute: number,
): Promise<CaptchaVerdict> {
  const cost = await requiredCaptchaCost(db, perMinute);
  return verifyCaptcha(db, hmacKey, payload, new Date(), cost);
}
