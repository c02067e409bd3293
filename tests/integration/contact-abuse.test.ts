import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  challengeUnavailableMessage,
  createCaptchaHandler,
} from '@/server/captcha/captcha-endpoint';
import { createContactHandler } from '@/server/contact/handle-contact';
import { seedDatabase } from '@/server/db/seed';
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';

import { solvedCaptcha } from '../support/captcha';
import { testContactEndpoint, testHmacKey as hmacKey } from '../support/contact';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const enquiry = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  service: 'local-seo',
  message: 'We want more calls from Google Maps.',
};

describe.each(engines)('contact abuse on %s', (engine) => {
  let t: TestDatabase;
  const count = () => countRows(t.db, 'form_submissions');

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('email_outbox').execute();
    await t.db.deleteFrom('form_submissions').execute();
    await t.db.deleteFrom('rate_limits').execute();
  });

  it('limits one connection whatever X-Forwarded-For it writes', async () => {
    const handle = createContactHandler({
      db: t.db,
      hmacKey: () => Promise.resolve(hmacKey),
      notifyTo: () => Promise.resolve(['owner@example.in']),
      siteUrl: 'https://agency.example',
      minFillSeconds: 0,
      rateLimit: { limit: 3, windowSeconds: 3600 },
      sitePerMinute: 1000,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await handle(
        new Request('http://localhost/api/contact', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SOCKET_ADDRESS_HEADER]: '203.0.113.40',
            'x-forwarded-for': `198.51.100.${i + 1}`,
          },
          body: JSON.stringify({ ...enquiry, captcha: await solvedCaptcha(hmacKey) }),
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await count()).toBe(3);
  });

  it('past the site-wide ceiling a minute, asks for the harder captcha and stores what solves it', async () => {
    const send = testContactEndpoint(t.db, {
      rateLimit: 100,
      notifyTo: 'owner@example.in',
      sitePerMinute: 2,
    });
    for (let i = 0; i < 2; i++)
      expect(
        (await send({ ...enquiry, captcha: await solvedCaptcha(hmacKey) }, `192.0.2.${i}`)).status,
      ).toBe(201);
    const cheap = await send({ ...enquiry, captcha: await solvedCaptcha(hmacKey) }, '192.0.2.50');
    expect(cheap.status).toBe(403);
    expect(await cheap.json()).toMatchObject({ harderCaptcha: true });
    const hard = await solvedCaptcha(hmacKey, undefined, 'surge');
    expect((await send({ ...enquiry, captcha: hard }, '192.0.2.50')).status).toBe(201);
    expect(await count()).toBe(3);
  });

  it('refuses control characters and lone surrogates, and keeps newlines in the message', async () => {
    const send = testContactEndpoint(t.db, { rateLimit: 100, notifyTo: 'owner@example.in' });
    const nul = await send(
      { ...enquiry, name: 'Asha\u0000Rao', captcha: await solvedCaptcha(hmacKey) },
      '192.0.2.60',
    );
    expect(nul.status).toBe(400);
    expect(
      ((await nul.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.name,
    ).toEqual(['Please remove control characters from this field']);
    const surrogate = await send(
      { ...enquiry, message: 'Hello \ud800 there', captcha: await solvedCaptcha(hmacKey) },
      '192.0.2.61',
    );
    expect(surrogate.status).toBe(400);
    const lines = await send(
      { ...enquiry, message: 'Line one\nLine two\tend', captcha: await solvedCaptcha(hmacKey) },
      '192.0.2.62',
    );
    expect(lines.status).toBe(201);
    const stored = await t.db
      .selectFrom('form_submissions')
      .select('message')
      .executeTakeFirstOrThrow();
    expect(stored.message).toBe('Line one\nLine two\tend');
  });

  it('answers 503 with the form’s error text when the enquiry cannot be stored', async () => {
    const send = testContactEndpoint(t.db, { rateLimit: 100, notifyTo: 'owner@example.in' });
    await t.db.schema.alterTable('form_submissions').renameTo('form_submissions_away').execute();
    try {
      const response = await send(
        { ...enquiry, captcha: await solvedCaptcha(hmacKey) },
        '192.0.2.70',
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        error: 'Form submission failed. Please try again.',
        problem: 'unavailable',
      });
    } finally {
      await t.db.schema.alterTable('form_submissions_away').renameTo('form_submissions').execute();
    }
  });

  it('answers a captcha request with 503 and words when the database cannot answer', async () => {
    const challenge = createCaptchaHandler({
      db: t.db,
      hmacKey: () => Promise.resolve(hmacKey),
      sitePerMinute: 30,
    });
    expect((await challenge()).status).toBe(200);
    await t.db.schema.alterTable('rate_limits').renameTo('rate_limits_away').execute();
    try {
      const response = await challenge();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({ error: challengeUnavailableMessage });
    } finally {
      await t.db.schema.alterTable('rate_limits_away').renameTo('rate_limits').execute();
    }
  });
});
