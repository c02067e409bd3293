import { createChallenge } from 'altcha-lib/v1';

import { CAPTCHA_COST, type CaptchaCost } from '@/server/captcha/altcha';

/** A solved captcha payload, made by choosing the secret number instead of searching for it. */
export async function solvedCaptcha(
  hmacKey: string,
  expires = new Date(Date.now() + 5 * 60_000),
  cost: CaptchaCost = 'normal',
  /** When the form asked for the challenge; the spam folder's "too fast" rule reads it. */
  issued?: Date,
  action = 'contact_form',
): Promise<string> {
  const number = 1234;
  const challenge = await createChallenge({
    hmacKey,
    number,
    maxNumber: CAPTCHA_COST[cost],
    expires,
    params: { action, cost, ...(issued ? { issued: String(issued.getTime()) } : {}) },
  });
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}
