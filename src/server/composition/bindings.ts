import 'server-only';

import type { BookingDependencies } from '../call-bookings/book-call';
import { enquiryRef } from '../call-bookings/enquiry-ref';
import { getDb } from '../db/client';
import { env } from '../env';
import { deliverWebhooksSoon } from '../enquiries/webhook-worker';
import { deliverMailSoon, notifyTo } from '../mail/mailer';
import type { QuoteDependencies } from '../quotes/quote-actions';
import { deriveKey, getOrCreateSecret } from '../secrets';

// What the endpoints share, built once here (the database, the keys, who is told and what starts
// delivery), so no endpoint imports another's.

/** Starts delivering what an enquiry queued: its mails and its webhook. */
export function deliverQueuedSoon(): void {
  void deliverMailSoon();
  void deliverWebhooksSoon();
}

// ALTCHA_HMAC_KEY, else a key derived from APP_SECRET, else one generated and stored on first use.
const captchaKeyFromEnv =
  env.ALTCHA_HMAC_KEY ?? (env.APP_SECRET && deriveKey(env.APP_SECRET, 'altcha'));

/** The key that signs the captcha challenges of the contact, audit and booking forms. */
export const captchaHmacKey = () =>
  getOrCreateSecret(getDb(), 'altcha_hmac_key', captchaKeyFromEnv);

/** The key that signs the reference by which an enquiry's call is booked without its details. */
export const bookingRefKey = () => getOrCreateSecret(getDb(), 'call_booking_ref_key');

/** The address that books a call for this enquiry without asking for the prospect's details. */
export const bookingPathFor = async (enquiryId: string) =>
  `/book-a-call?${new URLSearchParams({ ref: enquiryRef(await bookingRefKey(), enquiryId) })}`;

/** The call booking's, for its public form, its page and its admin. */
export const bookingDependencies: BookingDependencies = {
  db: getDb(),
  refKey: bookingRefKey,
  siteUrl: env.SITE_URL,
  notifyTo,
  onQueued: () => void deliverMailSoon(),
  captcha: { hmacKey: captchaHmacKey, perMinute: env.CONTACT_SITE_LIMIT_PER_MINUTE },
};

/** The quotes', for the client's answer and the quotes admin. */
export const quoteDependencies: QuoteDependencies = {
  db: getDb(),
  siteUrl: env.SITE_URL,
  notifyTo,
  onQueued: () => void deliverMailSoon(),
};
