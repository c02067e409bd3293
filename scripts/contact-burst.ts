// Sends a burst of concurrent, valid enquiries to a running server and checks that every one was
// stored. Usage: npm run burst:contact -- [baseUrl] [count]
// Each enquiry comes from its own test address (X-Forwarded-For), so the rate limit does not apply.
import { randomUUID } from 'node:crypto';

import { solveChallenge } from 'altcha-lib/v1';

import type { Challenge } from '@/components/site/contact/captcha-supply';
import { getDb } from '@/server/db/client';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const count = Number(process.argv[3] ?? 200);
const run = randomUUID().slice(0, 8);

async function solvedCaptcha(): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/captcha`)).json()) as Challenge;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('could not solve a captcha');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({
      algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt,
      signature,
    }),
  ).toString('base64');
}

console.log(`Solving ${count} captchas...`);
const captchas: string[] = [];
for (let i = 0; i < count; i++) captchas.push(await solvedCaptcha());

const started = performance.now();
const statuses = await Promise.all(
  captchas.map(async (captcha, i) => {
    const response = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({
        name: `Burst ${i}`,
        email: `burst${i}@example.in`,
        service: 'seo',
        message: `Load test ${run} enquiry ${i}`,
        captcha,
      }),
    });
    return response.status;
  }),
);
const elapsed = Math.round(performance.now() - started);

const db = getDb();
const stored = await db
  .selectFrom('form_submissions')
  .select((eb) => eb.fn.countAll().as('n'))
  .where('message', 'like', `Load test ${run} %`)
  .executeTakeFirstOrThrow();
await db.destroy();

const created = statuses.filter((s) => s === 201).length;
console.log(
  `${count} concurrent enquiries: ${created} answered 201 in ${elapsed} ms; ${Number(stored.n)} stored.`,
);
if (created !== count || Number(stored.n) !== count) process.exitCode = 1;
