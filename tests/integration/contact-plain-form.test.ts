import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createContactHandler, type ContactDependencies } from '@/server/contact/handle-contact';
import { countStoredEnquiry } from '@/server/captcha/enquiry-surge';
import { seedDatabase } from '@/server/db/seed';
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';

import { testHmacKey } from '../support/contact';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

// The contact form without JavaScript: the browser posts the plain form to /api/contact, which
// stores the enquiry and answers 303 to the next page, or sends the visitor back to the form with
// the problem named in the fragment.

const fields = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '',
  company: '',
  website: '',
  city: 'Pune',
  service: 'local-seo',
  message: 'We want more calls from Google Maps.',
  fax: '',
  sourcePage: '/services/local-seo/pune',
  noticeVersion: '2026-11-24',
};

let ipCounter = 0;

describe.each(engines)('the contact form without JavaScript on %s', (engine) => {
  let t: TestDatabase;
  const sitePerMinute = 3;
  const endpoint = (overrides: Partial<ContactDependencies> = {}) =>
    createContactHandler({
      db: t.db,
      hmacKey: () => Promise.resolve(testHmacKey),
      notifyTo: () => Promise.resolve(['owner@example.in']),
      siteUrl: 'https://agency.example.in',
      minFillSeconds: 0,
      rateLimit: { limit: 2, windowSeconds: 3600 },
      sitePerMinute,
      bookingUrl: (id) => Promise.resolve(`/book-a-call?ref=ref-of-${id}`),
      ...overrides,
    });
  const formPost = (form: Record<string, string>, ip = `198.51.100.${++ipCounter}`) =>
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [SOCKET_ADDRESS_HEADER]: ip,
      },
      body: new URLSearchParams(form).toString(),
    });
  const post = (form: Record<string, string>) => endpoint()(formPost(form));
  const stored = () =>
    t.db.selectFrom('form_submissions').selectAll().orderBy('created_at').execute();

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

  it('stores the enquiry, queues its notification and sends the visitor on to book a call', async () => {
    const response = await post(fields);
    expect(response.status).toBe(303);
    const [row] = await stored();
    expect(row).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.in',
      service_interest: 'local-seo',
      status: 'new',
      source_page: '/services/local-seo/pune',
      notice_version: '2026-11-24',
    });
    expect(response.headers.get('location')).toBe(`/book-a-call?ref=ref-of-${row!.id}&sent=1#book`);
    expect(await countRows(t.db, 'email_outbox')).toBe(1);
  });

  it('sends the visitor back to the form with the problem named, and stores nothing', async () => {
    const response = await post({ ...fields, email: 'not an address' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/services/local-seo/pune#contact-problem-invalid',
    );
    const unknownService = await post({ ...fields, service: 'astrology' });
    expect(unknownService.headers.get('location')).toBe(
      '/services/local-seo/pune#contact-problem-invalid',
    );
    expect(await stored()).toHaveLength(0);
  });

  it('never sends the visitor to another site', async () => {
    for (const sourcePage of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const response = await post({ ...fields, email: 'bad', sourcePage });
      expect(response.headers.get('location')).toBe('/contact#contact-problem-invalid');
    }
  });

  it('keeps a filled honeypot in the spam folder, saying only that it was sent', async () => {
    const response = await post({ ...fields, fax: '+91 22 0000 0000' });
    expect(response.headers.get('location')).toBe('/book-a-call?sent=1#book');
    expect(await stored()).toMatchObject([{ status: 'spam', spam_reason: 'honeypot' }]);
    expect(await countRows(t.db, 'email_outbox')).toBe(0);
  });

  it('keeps it in the spam folder while the site receives more enquiries than it should', async () => {
    for (let i = 0; i < sitePerMinute; i++) await countStoredEnquiry(t.db, sitePerMinute);
    const response = await post(fields);
    expect(response.status).toBe(303);
    expect(await stored()).toMatchObject([{ status: 'spam', spam_reason: 'unchecked' }]);
  });

  it('answers too many posts from one connection with the limit named', async () => {
    const ip = `198.51.100.${++ipCounter}`;
    const handle = endpoint({ rateLimit: { limit: 1, windowSeconds: 3600 } });
    const send = () => handle(formPost(fields, ip));
    expect((await send()).status).toBe(303);
    const second = await send();
    expect(second.headers.get('location')).toBe('/services/local-seo/pune#contact-problem-limit');
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
