import 'server-only';

import { requiredCaptchaCost } from './enquiry-surge';
import type { DB } from '../db/schema';
import { unavailableOnFailure } from '../http/unavailable';
import { createCaptchaChallenge } from './altcha';

// GET /api/captcha: a fresh, signed proof-of-work challenge for every form; never cached. Harder
// while the site receives more enquiries a minute than `sitePerMinute`. When the database cannot
// answer (locked, full or gone) the form is told, in words, to try again.

export const challengeUnavailableMessage =
  'The form cannot be checked right now. Please try again in a minute, or contact us directly.';

export function createCaptchaHandler(deps: {
  db: DB;
  hmacKey: () => Promise<string>;
  sitePerMinute: number;
  now?: () => Date;
}) {
  return unavailableOnFailure(
    'captcha challenge could not be made',
    challengeUnavailableMessage,
    async () => {
      const cost = await requiredCaptchaCost(deps.db, deps.sitePerMinute);
      const now = deps.now?.() ?? new Date();
      const challenge = await createCaptchaChallenge(await deps.hmacKey(), now, cost);
      return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
    },
  );
}
