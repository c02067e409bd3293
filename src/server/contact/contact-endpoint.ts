import 'server-only';

import { getDb } from '../db/client';
import { bookingPathFor } from '../bookings/booking-endpoint';
import { env } from '../env';
import { notifyTo } from '../mail/mailer';
import { deliverQueuedSoon } from '../queue/deliver-queued';
import { deriveKey, getOrCreateSecret } from '../secrets';
import { createContactHandler } from './handle-contact';

// ALTCHA_HMAC_KEY, else a key derived from APP_SECRET, else one generated and stored on first use.
const keyFromEnv = env.ALTCHA_HMAC_KEY ?? (env.APP_SECRET && deriveKey(env.APP_SECRET, 'altcha'));
export const captchaHmacKey = () => getOrCreateSecret(getDb(), 'altcha_hmac_key', keyFromEnv);

export const handleContactRequest = createContactHandler({
  db: getDb(),
  hmacKey: captchaHmacKey,
  notifyTo,
  siteUrl: env.SITE_URL,
  minFillSeconds: env.CONTACT_MIN_FILL_SECONDS,
  rateLimit: { limit: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
  sitePerMinute: env.CONTACT_SITE_LIMIT_PER_MINUTE,
  onStored: deliverQueuedSoon,
  bookingUrl: bookingPathFor,
});
