import 'server-only';

import { getDb } from '../db/client';
import { env } from '../env';
import { bookingPathFor, captchaHmacKey } from './bindings';
import { notifyTo } from '../mail/mailer';
import { deliverQueuedSoon } from './bindings';
import { createContactHandler } from '../contact/handle-contact';

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
