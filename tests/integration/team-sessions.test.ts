import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queueLinkMail } from '@/server/admin/users/link-mail';
import { purgeAudit, recordAudit } from '@/server/audit-log/audit-log';
import { listSessions } from '@/server/auth/sessions';
import { seedDatabase } from '@/server/db/seed';

import { signedInAs } from '../support/admin-session';
import { adminRequest as request } from '../support/admin-request';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { cookieOf, memberPassword, teamApis, tokenOf } from '../support/team-apis';

const password = memberPassword;

describe.each(engines)('sessions, resets and the audit log on %s', (engine) => {
  let t: TestDatabase;
  let owner: Awaited<ReturnType<typeof signedInAs>>;
  let apis: ReturnType<typeof teamApis>;
  const users = () => apis.users;
  const account = () => apis.account;
  const login = (email: string, pw: string, agent?: string) =>
    apis.login(email, pw, undefined, agent);
  const join = (email: string, role: string) => apis.join(owner.cookie, email, role);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    owner = await signedInAs(t.db, 'owner', 'Asha Owner');
    apis = teamApis(t.db, { perAccount: 50 });
  });
  afterAll(() => t.drop());

  it('lists a user’s sessions with device and address, and ends one of them', async () => {
    const id = await join('two.devices@agency.test', 'sales');
    const phone = cookieOf(
      await login(
        'two.devices@agency.test',
        password,
        'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
      ),
    );
    const laptop = cookieOf(
      await login(
        'two.devices@agency.test',
        password,
        'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0',
      ),
    );
    const sessions = await listSessions(t.db, id);
    // The one they were signed in with as they joined, the phone's and the laptop's.
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.userAgent).join()).toMatch(/Android/);
    expect(sessions.map((s) => s.userAgent).join()).toMatch(/Windows/);
    expect(sessions[0]).toMatchObject({ ipAddress: '192.0.2.10' });
    const phoneSession = sessions.find((s) => s.userAgent.includes('Android'))!;
    const ended = await account().endSession(request('DELETE', undefined, laptop), {
      id: phoneSession.id,
    });
    expect(ended.status).toBe(204);
    expect(
      (await account().saveProfile(request('PATCH', { name: 'Phone' }, phone), {})).status,
    ).toBe(401);
    expect(
      (await account().saveProfile(request('PATCH', { name: 'Laptop' }, laptop), {})).status,
    ).toBe(200);
    // Someone else's session is not theirs to end.
    const ownerSession = (await listSessions(t.db, owner.userId))[0]!;
    expect(
      (await account().endSession(request('DELETE', undefined, laptop), { id: ownerSession.id }))
        .status,
    ).toBe(404);
  });

  it('a password change keeps this session and ends the others', async () => {
    await join('changer@agency.test', 'editor');
    const here = cookieOf(await login('changer@agency.test', password));
    const there = cookieOf(await login('changer@agency.test', password));
    const wrong = await account().changePassword(
      request(
        'PUT',
        { currentPassword: 'not it at all', newPassword: 'another long passphrase' },
        here,
      ),
      {},
    );
    expect(wrong.status).toBe(400);
    const changed = await account().changePassword(
      request('PUT', { currentPassword: password, newPassword: 'another long passphrase' }, here),
      {},
    );
    expect(changed.status).toBe(200);
    expect((await account().saveProfile(request('PATCH', { name: 'Here' }, here), {})).status).toBe(
      200,
    );
    expect(
      (await account().saveProfile(request('PATCH', { name: 'There' }, there), {})).status,
    ).toBe(401);
    expect((await login('changer@agency.test', 'another long passphrase')).status).toBe(200);
  });

  it('an owner’s reset stops the old password at once and gives a link for a new one', async () => {
    const id = await join('forgetful@agency.test', 'editor');
    const session = cookieOf(await login('forgetful@agency.test', password));
    const admin = await signedInAs(t.db, 'admin');
    expect((await users().newLink(request('POST', {}, admin.cookie), { id })).status).toBe(403);
    const reset = (await (
      await users().newLink(request('POST', {}, owner.cookie), { id })
    ).json()) as { link: string };
    expect((await login('forgetful@agency.test', password)).status).toBe(401);
    expect((await account().saveProfile(request('PATCH', { name: 'X' }, session), {})).status).toBe(
      401,
    );
    const accepted = await account().acceptLink(
      request('POST', {
        token: tokenOf(reset.link),
        name: 'Forgetful',
        password: 'remembered this time 7',
      }),
    );
    expect(accepted.status).toBe(200);
    // A reset link never signs in: it would pass the second step of a two-factor account.
    expect(accepted.headers.get('set-cookie')).toBeNull();
    expect((await login('forgetful@agency.test', 'remembered this time 7')).status).toBe(200);
  });

  it('deletes an invite not yet accepted, and only that', async () => {
    const invited = (await (
      await users().invite(
        request('POST', { email: 'maybe@agency.test', role: 'sales' }, owner.cookie),
        {},
      )
    ).json()) as { user: { id: string } };
    const active = await join('staying@agency.test', 'sales');
    expect(
      (await users().cancelInvite(request('DELETE', undefined, owner.cookie), { id: active }))
        .status,
    ).toBe(400);
    expect(
      (
        await users().cancelInvite(request('DELETE', undefined, owner.cookie), {
          id: invited.user.id,
        })
      ).status,
    ).toBe(204);
  });

  it('queues the invite mail in the outbox with the link', async () => {
    await queueLinkMail(t.db, {
      to: 'new@agency.test',
      kind: 'invite',
      link: 'https://agency.test/admin-invite?token=abc&x=<1>',
      site: 'Asha & Co',
    });
    const mail = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'new@agency.test')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      status: 'pending',
      subject: 'You are invited to the Asha & Co admin',
    });
    expect(mail.html).toContain(
      'href="https://agency.test/admin-invite?token=abc&amp;x=&lt;1&gt;"',
    );
    expect(mail.html).toContain('Asha &amp; Co');
  });

  it('purges audit entries past the retention period', async () => {
    const old = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    await recordAudit(
      t.db,
      {
        kind: 'write',
        userId: null,
        actor: 'someone',
        action: 'updated',
        target: 'posts/x',
        ipAddress: '192.0.2.1',
      },
      old,
    );
    const before = await countRows(t.db, 'audit_log');
    expect(await purgeAudit(t.db, 30)).toBe(1);
    expect(await countRows(t.db, 'audit_log')).toBe(before - 1);
  });
});
