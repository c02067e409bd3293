import 'server-only';

import { getDb } from '../db/client';
import { env } from '../env';
import { deliverMailSoon, notifyTo } from '../mail/mailer';
import { getOrCreateSecret } from '../secrets';
import { createContactHandler } from './handle-contact';

export const captchaHmacKey = () =>
  getOrCreateSecret(getDb(), 'altcha_hmac_key', env.ALTCHA_HMAC_KEY);

export const handleContactRequest = createContactHandler({
  db: getDb(),
  hmacKey: captchaHmacKey,
  notifyTo,
  rateLimit: { limit: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
  onStored: () => void deliverMailSoon(),
});
