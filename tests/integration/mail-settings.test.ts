import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMailAdminApi } from '@/server/admin/mail/mail-admin-api';
import { decryptMailPassword } from '@/server/mail/mail-password';
import { currentMailServer } from '@/server/mail/mail-server';
import { smtpSender } from '@/server/mail/transport';
import { seedDatabase } from '@/server/db/seed';
import { getMailSettings } from '@/server/queries/mail-settings';
import { enqueueMail } from '@/server/mail/outbox';
import { getOutboxState } from '@/server/queries/outbox-state';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { stopSmtp } from '../support/smtp';

const origin = 'http://admin.test';
const PASSWORD = 'Mail-Pass-4471-secret';

function request(method: string, path: string, body: object, cookie: string) {
  return new Request(`${origin}/api/admin/${path}`, {
    method,
    headers: { host: 'admin.test', origin, 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

/** An SMTP server that signs in one user with one password, as a mail provider's does. */
async function startSigningInSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'site@ranksutra.in' && auth.password === PASSWORD)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid login: 535 5.7.8 Authentication failed'));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

describe.each(engines)('mail settings on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createMailAdminApi>;
  let cookie: string;
  let smtp: Awaited<ReturnType<typeof startSigningInSmtp>>;
  const settings = (changes: object = {}) => ({
    host: '127.0.0.1',
    port: String(smtp.port),
    security: 'none',
    user: 'site@ranksutra.in',
    password: '',
    forgetPassword: false,
    from: 'RankSutra Digital <hello@ranksutra.in>',
    ...changes,
  });
  const save = (changes: object = {}) =>
    api.save(request('PUT', 'mail', settings(changes), cookie), {});
  const sendTest = async (to = 'owner@ranksutra.in') =>
    (await (await api.sendTest(request('POST', 'mail/test', { to }, cookie), {})).json()) as {
      sent: boolean;
      answer: string;
    };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    api = createMailAdminApi({ db: t.db });
    ({ cookie } = await signedInAs(t.db));
    smtp = await startSigningInSmtp();
  });
  afterAll(async () => {
    await stopSmtp(smtp.server);
    await t.drop();
  });

  it('says mail is not set up before a server is saved', async () => {
    expect(await currentMailServer(t.db)).toBeNull();
    expect(await sendTest()).toEqual({
      sent: false,
      answer: 'Mail is not set up: enter the SMTP server above and save it first.',
    });
  });

  it('keeps the password encrypted, never answers it back, and keeps it when none is typed', async () => {
    const saved = await save({ password: PASSWORD });
    expect(saved.status).toBe(200);
    const answer = await saved.text();
    expect(answer).not.toContain(PASSWORD);
    expect(JSON.parse(answer)).toEqual({ saved: true, hasPassword: true });
    const rows = await t.db.selectFrom('site_settings').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    const stored = await getMailSettings(t.db);
    expect(stored.passwordEncrypted).toMatch(/^v1\./);
    expect(await decryptMailPassword(t.db, stored.passwordEncrypted)).toBe(PASSWORD);
    // Saved again without one typed: the same password stays.
    await save({ from: 'hello@ranksutra.in' });
    expect((await getMailSettings(t.db)).passwordEncrypted).toBe(stored.passwordEncrypted);
    // The audit log names the fields, never the password.
    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    expect(audit.some((row) => row.target === 'Mail settings')).toBe(true);
  });

  it('sends a test e-mail through the saved server and says what it answered', async () => {
    const answer = await sendTest();
    expect(answer.sent).toBe(true);
    expect(answer.answer).toMatch(
      new RegExp(`^Sent through 127\\.0\\.0\\.1:${smtp.port}\\. The server answered: 250 `),
    );
    expect(smtp.received.at(-1)).toBe('owner@ranksutra.in');
  });

  it('sends the outbox through the saved server, its password included', async () => {
    const server = (await currentMailServer(t.db))!;
    expect(server.source).toBe('settings');
    await smtpSender(server.transport)({
      to: 'team@ranksutra.in',
      from: 'hello@ranksutra.in',
      subject: 'New enquiry',
      html: '<p>Hello</p>',
    });
    expect(smtp.received.at(-1)).toBe('team@ranksutra.in');
  });

  it('puts each failure in words: a wrong password, nothing listening, an unknown host', async () => {
    await save({ password: 'wrong-password-123' });
    expect((await sendTest()).answer).toMatch(/^The server refused the user name or password\./);
    await save({ port: '1', password: PASSWORD });
    expect((await sendTest()).answer).toBe(
      'Nothing answered at 127.0.0.1:1: the connection was refused. Check the host and the port.',
    );
    await save({ host: 'no-such-host.invalid' });
    expect((await sendTest()).answer).toBe(
      'No server is known by that name (no-such-host.invalid:' + smtp.port + '): check the host.',
    );
  });

  it('refuses a wrong port, host or sender with the field to correct', async () => {
    const refused = await save({
      port: '70000',
      host: 'smtp gmail',
      from: 'Site <not-an-address>',
    });
    expect(refused.status).toBe(400);
    const { fieldErrors } = (await refused.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors).toEqual({
      host: ['Enter the server’s name, e.g. smtp.zoho.in'],
      port: ['Enter a port from 1 to 65535, e.g. 587'],
      from: ['Enter an address, or a name and an address: RankSutra Digital <hello@ranksutra.in>'],
    });
  });

  it('forgets the password on request, and every setting when the server is cleared', async () => {
    await save({ forgetPassword: true });
    expect((await getMailSettings(t.db)).passwordEncrypted).toBe('');
    await save({ host: '', user: '', password: PASSWORD });
    expect((await getMailSettings(t.db)).passwordEncrypted).toBe('');
    expect(await currentMailServer(t.db)).toBeNull();
  });

  it('tells the outbox state: waiting, scheduled, last sent', async () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    const before = await getOutboxState(t.db, now);
    await enqueueMail(t.db, {
      to: 'a@ranksutra.in',
      subject: 'Due',
      html: '<p>x</p>',
      enquiryId: null,
      sendAt: '2026-11-27T09:00:00.000Z',
    });
    await enqueueMail(t.db, {
      to: 'b@ranksutra.in',
      subject: 'Later',
      html: '<p>x</p>',
      enquiryId: null,
      sendAt: '2026-11-28T09:00:00.000Z',
    });
    const after = await getOutboxState(t.db, now);
    expect(after.waiting).toBe(before.waiting + 1);
    expect(after.scheduled).toBe(before.scheduled + 1);
  });
});
