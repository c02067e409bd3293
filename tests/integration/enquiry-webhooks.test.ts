import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  createEnquirySettingsAdminApi,
  PRIVATE_NEEDS_ADMIN,
} from '@/server/admin/enquiries/enquiry-settings-admin-api';
import { seedDatabase } from '@/server/db/seed';
import { deliverDueWebhooks, UNREACHABLE } from '@/server/enquiries/webhook-delivery';
import { PRIVATE_TARGET_MESSAGE } from '@/server/enquiries/webhook-target';
import { listEvents } from '@/server/queries/enquiry-events';
import { getEnquirySettings, saveEnquirySettings } from '@/server/queries/enquiry-settings';
import { listWebhookDeliveries } from '@/server/queries/webhook-deliveries';
import { SIGNATURE_HEADER, verifyWebhook } from '@/lib/enquiries/webhook-signature';
import { defaultEnquirySettings, type EnquirySettings } from '@/lib/validation/enquiry';

import { signedInAs } from '../support/admin-session';
import { solvedCaptcha } from '../support/captcha';
import { testContactEndpoint, testHmacKey as hmacKey } from '../support/contact';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { startWebhookReceiver } from '../support/webhook-receiver';

const origin = 'http://admin.test';
const secret = 'whsec-0123456789abcdef';
const policy = { allowPrivate: true, production: true };

function put(body: object, cookie: string) {
  return new Request(`${origin}/api/admin/enquiries/settings`, {
    method: 'PUT',
    headers: { host: 'admin.test', origin, 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

describe.each(engines)('lead webhook on %s', (engine) => {
  let t: TestDatabase;
  let cookie: string;
  let production: ReturnType<typeof createEnquirySettingsAdminApi>;

  const submit = async () => {
    const send = testContactEndpoint(t.db, { rateLimit: 1000, notifyTo: 'owner@agency.test' });
    const response = await send(
      {
        name: 'Arjun Mehta',
        email: 'arjun@example.in',
        service: 'ppc',
        message: 'Need Google Ads for our showroom.',
        sourcePage: 'https://agency.example/services/ppc/mumbai?utm_source=newsletter',
        utm: { utm_source: 'Newsletter', utm_campaign: 'diwali' },
        captcha: await solvedCaptcha(hmacKey),
      },
      '198.51.100.9',
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  const settings = (changes: Partial<EnquirySettings>) =>
    saveEnquirySettings(t.db, { ...defaultEnquirySettings, ...changes });

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    ({ cookie } = await signedInAs(t.db));
    production = createEnquirySettingsAdminApi({ db: t.db, production: true });
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.db.deleteFrom('webhook_deliveries').execute();
    await t.db.deleteFrom('form_submissions').execute();
    await settings({});
  });

  it('posts a signed enquiry to a real receiver, retries after a 500 and logs both attempts', async () => {
    const receiver = await startWebhookReceiver([500]);
    try {
      await settings({ webhookUrl: receiver.url, webhookSecret: secret });
      const id = await submit();
      // Queued only: a slow or failing receiver cannot delay the visitor's answer.
      expect(receiver.received).toHaveLength(0);

      const now = new Date();
      expect(await deliverDueWebhooks(t.db, { secret, policy, now })).toEqual({
        delivered: 0,
        failed: 1,
      });
      // Not due again before its back-off has passed.
      expect(await deliverDueWebhooks(t.db, { secret, policy, now })).toEqual({
        delivered: 0,
        failed: 0,
      });
      const later = new Date(now.getTime() + 61_000);
      expect(await deliverDueWebhooks(t.db, { secret, policy, now: later })).toEqual({
        delivered: 1,
        failed: 0,
      });

      expect(receiver.received).toHaveLength(2);
      const hook = receiver.received[1]!;
      const signature = String(hook.headers[SIGNATURE_HEADER.toLowerCase()]);
      expect(verifyWebhook(secret, hook.body, signature, Math.floor(later.getTime() / 1000))).toBe(
        true,
      );
      expect(verifyWebhook('another-secret-of-16', hook.body, signature)).toBe(false);
      expect(verifyWebhook(secret, hook.body.replace('Arjun', 'Arjan'), signature)).toBe(false);
      expect(JSON.parse(hook.body)).toMatchObject({
        event: 'enquiry.created',
        enquiry: { id, name: 'Arjun Mehta', service: 'ppc', serviceName: 'PPC Management' },
        attribution: {
          source: 'newsletter',
          landingPath: '/services/ppc/mumbai',
          utm: { utm_source: 'Newsletter', utm_campaign: 'diwali' },
        },
        adminUrl: `https://agency.example/admin/enquiries/${id}`,
      });

      const [log] = await listWebhookDeliveries(t.db);
      expect(log).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
      const events = (await listEvents(t.db, id)).filter((e) => e.kind.startsWith('webhook'));
      expect(events.map((e) => [e.kind, e.detail])).toEqual([
        ['webhook-failed', 'HTTP 500 (attempt 1, retry in 1 min)'],
        ['webhook-delivered', 'HTTP 200'],
      ]);
    } finally {
      await receiver.stop();
    }
  });

  it('sends a test delivery from the settings page and shows its status code', async () => {
    const receiver = await startWebhookReceiver([201]);
    const local = createEnquirySettingsAdminApi({ db: t.db, production: false });
    try {
      await settings({ webhookUrl: receiver.url, webhookSecret: secret });
      const response = await local.testWebhook(put({}, cookie), {});
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        delivery: { status: 'delivered', lastStatusCode: 201, enquiryId: null },
      });
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ event: 'webhook.test' });
    } finally {
      await receiver.stop();
    }
  });

  it('refuses a private or loopback webhook in production unless allowed, keeping the old settings', async () => {
    await settings({ notifyEmails: 'owner@agency.test' });
    const body = {
      notifyEmails: 'owner@agency.test\nsales@agency.test',
      webhookUrl: 'http://127.0.0.1:9/hook',
      webhookSecret: secret,
      allowPrivateWebhook: false,
      retentionMonths: 'off',
    };
    const refused = await production.save(put(body, cookie), {});
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fieldErrors: { webhookUrl: [PRIVATE_TARGET_MESSAGE] },
    });
    expect((await getEnquirySettings(t.db)).notifyEmails).toBe('owner@agency.test');

    const metadata = await production.save(
      put({ ...body, webhookUrl: 'http://169.254.169.254/latest' }, cookie),
      {},
    );
    expect(metadata.status).toBe(400);

    const allowed = await production.save(put({ ...body, allowPrivateWebhook: true }, cookie), {});
    expect(allowed.status).toBe(200);
    expect(await getEnquirySettings(t.db)).toMatchObject({
      webhookUrl: 'http://127.0.0.1:9/hook',
      notifyEmails: 'owner@agency.test\nsales@agency.test',
    });
  });

  it('answers bad settings with errors under the fields', async () => {
    const response = await production.save(
      put(
        {
          notifyEmails: 'owner@agency.test, not-an-address',
          webhookUrl: 'ftp://agency.test',
          webhookSecret: 'short',
          allowPrivateWebhook: false,
          retentionMonths: '7',
        },
        cookie,
      ),
      {},
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fieldErrors: {
        notifyEmails: ['Not an e-mail address: not-an-address'],
        webhookUrl: ['The webhook address must start with https:// or http://'],
        retentionMonths: ['Choose how long closed enquiries are kept'],
      },
    });
  });

  it('fails a delivery to a private address in production without calling it', async () => {
    await settings({ webhookUrl: 'http://127.0.0.1:9/hook', webhookSecret: secret });
    await submit();
    const report = await deliverDueWebhooks(t.db, {
      secret,
      policy: { allowPrivate: false, production: true },
    });
    expect(report).toEqual({ delivered: 0, failed: 1 });
    const [log] = await listWebhookDeliveries(t.db);
    expect(log).toMatchObject({ status: 'pending', lastError: PRIVATE_TARGET_MESSAGE });
  });

  it('gives up on a receiver that does not answer in time, to retry it later', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/slow`;
    try {
      await settings({ webhookUrl: url, webhookSecret: secret });
      await submit();
      const report = await deliverDueWebhooks(t.db, { secret, policy, timeoutMs: 300 });
      expect(report).toEqual({ delivered: 0, failed: 1 });
      const [log] = await listWebhookDeliveries(t.db);
      expect(log).toMatchObject({ status: 'pending', lastError: UNREACHABLE });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('stores the same error for a closed port as for a silent one: no port scanner', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await settings({ webhookUrl: `http://127.0.0.1:${port}/hook`, webhookSecret: secret });
    await submit();
    await deliverDueWebhooks(t.db, { secret, policy });
    const [log] = await listWebhookDeliveries(t.db);
    expect(log).toMatchObject({ lastError: UNREACHABLE });
  });

  it('lets only the owner or an admin allow a webhook into a private network', async () => {
    const sales = await signedInAs(t.db, 'sales');
    const body = {
      notifyEmails: 'owner@agency.test',
      webhookUrl: 'http://10.0.0.5:22/hook',
      webhookSecret: secret,
      allowPrivateWebhook: true,
      retentionMonths: 'off',
    };
    const refused = await production.save(put(body, sales.cookie), {});
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      fieldErrors: { allowPrivateWebhook: [PRIVATE_NEEDS_ADMIN] },
    });
    expect((await getEnquirySettings(t.db)).webhookUrl).toBe('');
    // What the owner allowed, sales may keep while changing the rest.
    expect((await production.save(put(body, cookie), {})).status).toBe(200);
    const kept = await production.save(
      put({ ...body, notifyEmails: 'sales@agency.test' }, sales.cookie),
      {},
    );
    expect(kept.status).toBe(200);
    const moved = await production.save(
      put({ ...body, webhookUrl: 'http://10.0.0.6:6379/' }, sales.cookie),
      {},
    );
    expect(moved.status).toBe(403);
  });
});
