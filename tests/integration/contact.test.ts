import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createCaptchaChallenge } from '@/server/captcha/altcha';
import { seedDatabase } from '@/server/db/seed';
import { jsonColumns, readJson } from '@/server/db/json-columns';

import { solvedCaptcha } from '../support/captcha';
import { testContactEndpoint, testHmacKey as hmacKey } from '../support/contact';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter++ % 250) + 1}/${ipCounter}`;

const validEnquiry = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98200 00000',
  company: 'Rao Traders',
  service: 'local-seo',
  city: 'Pune',
  message: 'We want more calls from Google Maps.',
};

describe.each(engines)('POST /api/contact on %s', (engine) => {
  let t: TestDatabase;
  let send: ReturnType<typeof testContactEndpoint>;
  const post = (body: unknown, ip = nextIp(), raw?: string) => send(body, ip, raw);
  const count = () => countRows(t.db, 'form_submissions');

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    send = testContactEndpoint(t.db, { rateLimit: 3, notifyTo: 'owner@example.in' });
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('email_outbox').execute();
    await t.db.deleteFrom('form_submissions').execute();
  });

  it('stores a valid enquiry with status new, answers 201 with its id and queues the notification', async () => {
    const response = await post({
      ...validEnquiry,
      captcha: await solvedCaptcha(hmacKey),
      sourcePage: '/services/local-seo/pune',
      referrer: 'https://www.google.com/',
      utm: { utm_source: 'google', utm_campaign: 'diwali' },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await t.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Asha Rao',
      service_interest: 'local-seo',
      status: 'new',
      city: 'Pune',
      source_page: '/services/local-seo/pune',
    });
    expect(readJson(jsonColumns.utm, row.utm)).toEqual({
      utm_source: 'google',
      utm_campaign: 'diwali',
    });
    const mail = await t.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      to_address: 'owner@example.in',
      status: 'pending',
      submission_id: id,
    });
    expect(mail.subject).toBe('New enquiry from Asha Rao about Local SEO');
    expect(mail.html).toContain('We want more calls from Google Maps.');
    expect(mail.html).toContain('Rao Traders');
    // The team opens the enquiry itself from the mail.
    expect(mail.html).toMatch(new RegExp(`<a href="https?://[^"]+/admin/enquiries/${id}">`));
  });

  it("stores the spec's 'content' as the Content Strategy service it names", async () => {
    const response = await post({
      ...validEnquiry,
      service: 'content',
      captcha: await solvedCaptcha(hmacKey),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await t.db
      .selectFrom('form_submissions')
      .select('service_interest')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.service_interest).toBe('content-strategy');
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('subject')
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('New enquiry from Asha Rao about Content Strategy');
    await t.db.deleteFrom('email_outbox').where('submission_id', '=', id).execute();
    await t.db.deleteFrom('form_submissions').where('id', '=', id).execute();
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['email', { email: 'asha-at-example' }, 'Please enter a valid email address'],
    ['service', { service: '' }, 'Please select a service'],
    // Shaped like a slug, but no stored service has it.
    ['service', { service: 'plumbing' }, 'Please select a service'],
    ['message', { message: 'Hi' }, 'Message must be at least 5 characters'],
  ])('answers 400 for an invalid %s and stores nothing', async (field, change, message) => {
    const response = await post({
      ...validEnquiry,
      ...change,
      captcha: await solvedCaptcha(hmacKey),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: string;
      fieldErrors: Record<string, string[]>;
    };
    expect(body.fieldErrors[field]).toEqual([message]);
    expect(await count()).toBe(0);
  });

  it('refuses a missing, wrong, expired or replayed captcha with 403 and stores nothing more', async () => {
    expect((await post({ ...validEnquiry })).status).toBe(403);
    expect((await post({ ...validEnquiry, captcha: 'bm90IGEgcGF5bG9hZA==' })).status).toBe(403);
    expect(
      (
        await post({
          ...validEnquiry,
          captcha: await solvedCaptcha('a-different-key-of-enough-length-0000'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await post({
          ...validEnquiry,
          captcha: await solvedCaptcha(hmacKey, new Date(Date.now() - 1000)),
        })
      ).status,
    ).toBe(403);
    // The challenge the form is served names the spec's action...
    const served = await createCaptchaChallenge(hmacKey);
    expect(new URLSearchParams(served.salt.split('?')[1]).get('action')).toBe('contact_form');
    // ...and one signed by the site but made for another action, or for none, is no proof here.
    for (const action of ['newsletter_signup', ''])
      expect(
        (
          await post({
            ...validEnquiry,
            captcha: await solvedCaptcha(hmacKey, undefined, 'normal', undefined, action),
          })
        ).status,
      ).toBe(403);
    expect(await count()).toBe(0);
    const once = await solvedCaptcha(hmacKey);
    expect((await post({ ...validEnquiry, captcha: once })).status).toBe(201);
    const replay = await post({ ...validEnquiry, captcha: once });
    expect(replay.status).toBe(403);
    expect(((await replay.json()) as { error: string }).error).toBe(
      'Captcha verification failed. Please try again or contact us directly.',
    );
    expect(await count()).toBe(1);
  });

  it('answers 400 for malformed JSON and 413 for a body over 32 KB', async () => {
    expect((await post(null, nextIp(), '{"name": "Asha",')).status).toBe(400);
    const huge = { ...validEnquiry, message: 'x'.repeat(33 * 1024) };
    expect((await post(huge)).status).toBe(413);
    expect(await count()).toBe(0);
  });

  it('limits each address, answering 429 with Retry-After', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 3; i++)
      expect(
        (await post({ ...validEnquiry, captcha: await solvedCaptcha(hmacKey) }, ip)).status,
      ).toBe(201);
    const limited = await post({ ...validEnquiry, captcha: await solvedCaptcha(hmacKey) }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count()).toBe(3);
    expect(
      (await post({ ...validEnquiry, captcha: await solvedCaptcha(hmacKey) }, '198.51.100.78'))
        .status,
    ).toBe(201);
  });

  it('keeps an enquiry whose honeypot is filled as spam, unmailed, without telling the bot', async () => {
    const response = await post({
      ...validEnquiry,
      fax: 'spam',
      captcha: await solvedCaptcha(hmacKey),
    });
    expect(response.status).toBe(201);
    const row = await t.db.selectFrom('form_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'spam', spam_reason: 'honeypot' });
    expect(await countRows(t.db, 'email_outbox')).toBe(0);
  });

  it('keeps Devanagari and emoji in every field, stored and mailed, with HTML escaped', async () => {
    const hindi = {
      name: 'आशा राव 🌸',
      email: 'asha@example.in',
      phone: '९८२०० १२३४५',
      company: 'राव ट्रेडर्स & Sons',
      service: 'seo',
      city: 'पुणे',
      message: 'नमस्ते 🙏 <script>alert(1)</script> हमें SEO चाहिए',
    };
    const response = await post({ ...hindi, captcha: await solvedCaptcha(hmacKey) });
    expect(response.status).toBe(201);
    const row = await t.db.selectFrom('form_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: hindi.name,
      // Devanagari digits are digits: the number is stored in E.164.
      phone: '+919820012345',
      company: hindi.company,
      city: hindi.city,
      message: hindi.message,
    });
    const mail = await t.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.subject).toBe('New enquiry from आशा राव 🌸 about SEO');
    expect(mail.html).toContain('राव ट्रेडर्स &amp; Sons');
    expect(mail.html).toContain('नमस्ते 🙏 &lt;script&gt;alert(1)&lt;/script&gt; हमें SEO चाहिए');
    expect(mail.html).not.toContain('<script>');
  });

  it('stores every one of 200 concurrent enquiries', async () => {
    const captchas = await Promise.all(Array.from({ length: 200 }, () => solvedCaptcha(hmacKey)));
    const started = performance.now();
    const responses = await Promise.all(
      captchas.map((captcha, i) =>
        post({ ...validEnquiry, captcha }, `10.200.${Math.floor(i / 250)}.${i}`),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 200 }, () => 201));
    expect(await count()).toBe(200);
    console.info(`[${engine}] 200 concurrent enquiries stored in ${elapsed} ms`);
  });
});
