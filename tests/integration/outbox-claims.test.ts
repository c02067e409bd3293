import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { deliverDueMail, enqueueMail } from '@/server/mail/outbox';
import type { OutgoingMail } from '@/server/mail/transport';
import { dueWebhooks, queueWebhook } from '@/server/queries/webhook-deliveries';
import { CLAIM_LEASE_MS, claimDue, keepClaim } from '@/server/queue/claim-due';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Several workers (app instances) drain one outbox: each row is claimed by exactly one of them, and
// a worker that dies mid-send leaves its rows to be retried once its lease ends.

describe.each(engines)('outbox claims on %s', (engine) => {
  let t: TestDatabase;
  const sent: string[] = [];
  const messageIds: Array<string | undefined> = [];
  const slowSender = async (mail: OutgoingMail) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    sent.push(mail.to);
    messageIds.push(mail.messageId);
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    sent.length = 0;
    messageIds.length = 0;
    await t.db.deleteFrom('email_outbox').execute();
    await t.db.deleteFrom('webhook_deliveries').execute();
  });

  const queueMails = (n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        enqueueMail(t.db, {
          to: `lead${i}@example.in`,
          subject: 'New enquiry',
          html: '<p>Hi</p>',
          enquiryId: null,
        }),
      ),
    );

  it('sends each mail exactly once while four workers drain the outbox at the same time', async () => {
    await queueMails(60);
    const worker = async () => {
      for (let round = 0; round < 10; round++)
        await deliverDueMail(t.db, { send: slowSender, from: 'site@example.in', limit: 7 });
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(sent).toHaveLength(60);
    expect(new Set(sent).size).toBe(60);
    const statuses = await t.db.selectFrom('email_outbox').select('status').execute();
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });

  it('leaves the mails of a worker that died mid-send to be retried after its lease', async () => {
    await queueMails(8);
    const now = new Date();
    // A worker claims five and dies before sending any of them.
    expect((await claimDue(t.db, 'email_outbox', now, 5)).ids).toHaveLength(5);
    await deliverDueMail(t.db, { send: slowSender, from: 'site@example.in', now });
    expect(sent).toHaveLength(3);
    await deliverDueMail(t.db, {
      send: slowSender,
      from: 'site@example.in',
      now: new Date(now.getTime() + CLAIM_LEASE_MS - 1000),
    });
    expect(sent).toHaveLength(3);
    await deliverDueMail(t.db, {
      send: slowSender,
      from: 'site@example.in',
      now: new Date(now.getTime() + CLAIM_LEASE_MS + 1000),
    });
    expect(sent).toHaveLength(8);
    expect(new Set(sent).size).toBe(8);
  });

  it('sends a mail again under the same Message-ID when the worker that sent it died before recording it', async () => {
    await queueMails(1);
    const now = new Date();
    const from = 'Site <no-reply@example.in>';
    // The first worker's send reaches the server and the worker never gets to mark the mail sent.
    const dying = (mail: OutgoingMail) => {
      sent.push(mail.to);
      messageIds.push(mail.messageId);
      return new Promise<void>(() => {});
    };
    void deliverDueMail(t.db, { send: dying, from, now });
    while (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await deliverDueMail(t.db, {
      send: slowSender,
      from,
      now: new Date(now.getTime() + CLAIM_LEASE_MS + 1000),
    });
    expect(sent).toEqual(['lead0@example.in', 'lead0@example.in']);
    expect(messageIds[0]).toMatch(/^<outbox-.+@example\.in>$/);
    expect(messageIds[1]).toBe(messageIds[0]);
  });

  it('lets a worker whose batch outlasted its lease skip the mails another worker took over', async () => {
    await queueMails(3);
    const t0 = new Date();
    const first = await claimDue(t.db, 'email_outbox', t0, 3);
    const t1 = new Date(t0.getTime() + CLAIM_LEASE_MS + 1000);
    const second = await claimDue(t.db, 'email_outbox', t1, 3);
    expect(second.ids.sort()).toEqual(first.ids.sort());

    for (const id of first.ids) {
      expect(await keepClaim(t.db, 'email_outbox', id, first, t1)).toBe(false);
      expect(await keepClaim(t.db, 'email_outbox', id, second, t1)).toBe(true);
    }
  });

  it('gives each webhook delivery to one worker', async () => {
    for (let i = 0; i < 30; i++)
      await queueWebhook(t.db, {
        enquiryId: null,
        url: 'https://hooks.example.in/x',
        payload: `{"n":${i}}`,
      });
    const now = new Date();
    const claims = await Promise.all(Array.from({ length: 5 }, () => dueWebhooks(t.db, now, 10)));
    const ids = claims.flatMap((due) => due.rows).map((row) => row.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });
});
