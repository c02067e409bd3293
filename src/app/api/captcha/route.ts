import { connection } from 'next/server';

import { createCaptchaHandler } from '@/server/captcha/captcha-endpoint';
import { captchaHmacKey } from '@/server/composition/bindings';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';

const handleCaptcha = createCaptchaHandler({
  db: getDb(),
  hmacKey: captchaHmacKey,
  sitePerMinute: env.CONTACT_SITE_LIMIT_PER_MINUTE,
});

export async function GET() {
  await connection();
  return handleCaptcha();
}
