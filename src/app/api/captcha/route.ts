import { connection } from 'next/server';

import { createCaptchaChallenge } from '@/server/captcha/altcha';
import { captchaHmacKey } from '@/server/contact/contact-endpoint';
import { requiredCaptchaCost } from '@/server/contact/enquiry-surge';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';

// A fresh, signed proof-of-work challenge for every form; never cached. Harder while the site
// receives more enquiries a minute than CONTACT_SITE_LIMIT_PER_MINUTE.
export async function GET() {
  await connection();
  const cost = await requiredCaptchaCost(getDb(), env.CONTACT_SITE_LIMIT_PER_MINUTE);
  const challenge = await createCaptchaChallenge(await captchaHmacKey(), new Date(), cost);
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}
