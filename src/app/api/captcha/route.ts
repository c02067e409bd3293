import { connection } from 'next/server';

import { createCaptchaChallenge } from '@/server/captcha/altcha';
import { captchaHmacKey } from '@/server/contact/contact-endpoint';

// A fresh, signed proof-of-work challenge for every form; never cached.
export async function GET() {
  await connection();
  const challenge = await createCaptchaChallenge(await captchaHmacKey());
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}
