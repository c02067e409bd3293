import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDatabase } from '@/server/db/seed';
import { deliverDueMail } from '@/server/mail/outbox';
import { smtpSender } from '@/server/mail/transport';

import { solvedCaptcha } from '../support/captcha';
import { testContactEndpoint, testHmacKey as hmacKey } from '../support/contact';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { decode, startSmtp, stopSmtp } from '../support/smtp';

describe.each(engines)('notification e-mail on %s', (engine) => {
  let t: TestDatabase;
  let send: ReturnType<typeof testContactEndpoint>;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    send = testContactEndpoint(t.db, { rateLimit: 100, notifyTo: 'owner@ranksutra.test' });
  });
  afterAll(async () => {
    await t.drop();
  });

  const submit = async (message: string) =>
    send(
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        phone: '+91 90000 11111',
        company: 'Kumar & Co',
        service: 'ppc',
        city: 'Chennai',
        message,
        captcha: await solvedCaptcha(hmacKey),
      },
      '192.0.2.10',
    );

  it('delivers the notification with the placeholders filled and the message escaped', async () => {
    const smtp = await startSmtp();
    try {
      expect((await submit('Please call me <script>alert("x")</script> नमस्ते 🙏')).status).toBe(201);
      const report = await deliverDueMail(t.db, {
        send: smtpSender(`smtp://127.0.0.1:${smtp.port}`),
        from: 'site@ranksutra.test',
      });
      expect(report).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['owner@ranksutra.test']);
      const body = decode(mail.raw);
      expect(body).toContain('Ravi Kumar');
      expect(body).toContain('ravi@example.in');
      expect(body).toContain('+91 90000 11111');
      expect(body).toContain('Kumar &amp; Co');
      expect(body).toContain('PPC Management');
      expect(body).toContain('Chennai');
      expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(body).not.toContain('<script>');
      expect(body).toContain('नमस्ते 🙏');
      expect(body).not.toMatch(/\{\{\w+\}\}/);
      const row = await t.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.status).toBe('sent');
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('keeps the enquiry and the mail when the SMTP server is down, and sends it once it is back', async () => {
    await t.db.deleteFrom('email_outbox').execute();
    const down = await startSmtp();
    const port = down.port;
    await stopSmtp(down.server);

    const response = await submit('Server is down but this must not be lost');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(
      await t.db
        .selectFrom('form_submissions')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst(),
    ).toBeDefined();

    const send = smtpSender(`smtp://127.0.0.1:${port}`);
    const failed = await deliverDueMail(t.db, { send, from: 'site@ranksutra.test' });
    expect(failed).toEqual({ sent: 0, failed: 1 });
    const waiting = await t.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, submission_id: id });
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);

    // Not due again until the back-off has passed.
    expect(await deliverDueMail(t.db, { send, from: 'site@ranksutra.test' })).toEqual({
      sent: 0,
      failed: 0,
    });

    const back = await startSmtp(port);
    try {
      const later = new Date(Date.now() + 2 * 60_000);
      expect(await deliverDueMail(t.db, { send, from: 'site@ranksutra.test', now: later })).toEqual(
        { sent: 1, failed: 0 },
      );
      expect(back.received).toHaveLength(1);
      expect(decode(back.received[0]!.raw)).toContain('Server is down but this must not be lost');
    } finally {
      await stopSmtp(back.server);
    }
  });

  it('without SMTP configured, the mail waits in the outbox with its reason', async () => {
    await t.db.deleteFrom('email_outbox').execute();
    expect((await submit('No SMTP here')).status).toBe(201);
    expect(await deliverDueMail(t.db, { send: null, from: 'site@ranksutra.test' })).toEqual({
      sent: 0,
      failed: 1,
    });
    const row = await t.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.last_error).toBe('Mail is not set up');
  });
});
