import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listAudit } from '@/server/audit-log/audit-log';
import { createLink } from '@/server/auth/one-time-links';
import { setOwnerPassword } from '@/server/auth/owner-account';
import { seedDatabase } from '@/server/db/seed';

import { signedInAs } from '../support/admin-session';
import { adminRequest as request } from '../support/admin-request';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { cookieOf, memberPassword, teamApis, tokenOf } from '../support/team-apis';

type Answer = {
  error: string;
  fieldErrors: Record<string, string[]>;
  link: string;
  step: string;
  challenge: string;
  secret: string;
  qrSvg: string;
  recoveryCodes: string[];
  user: { id: string; role: string; status: string };
};
const body = async (response: Response) => (await response.json()) as Answer;
const password = memberPassword;

describe.each(engines)('team accounts on %s', (engine) => {
  let t: TestDatabase;
  let owner: Awaited<ReturnType<typeof signedInAs>>;
  const mailed: string[] = [];
  let apis: ReturnType<typeof teamApis>;
  const users = () => apis.users;
  const account = () => apis.account;
  const login = (email: string, pw: string, ip?: string) => apis.login(email, pw, ip);
  const code = (challenge: string, value: string, ip?: string) =>
    apis.signIn.secondStep(request('POST', { challenge, code: value }, undefined, ip));
  const addUser = (email: string, role: string) => apis.join(owner.cookie, email, role);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    owner = await signedInAs(t.db, 'owner', 'Asha Owner');
    apis = teamApis(t.db, { perAccount: 4, mailed });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('invites by e-mail with a one-time link, mailed, that sets the name and password once', async () => {
    const response = await users().invite(
      request('POST', { email: 'Writer@Agency.test', role: 'editor' }, owner.cookie),
      {},
    );
    expect(response.status).toBe(201);
    const invited = await body(response);
    expect(invited.link).toMatch(/^https:\/\/agency\.test\/admin-invite\?token=[\w-]{32}$/);
    expect(invited.user).toMatchObject({ role: 'editor', status: 'invited' });
    expect(mailed).toContain('writer@agency.test');
    const token = tokenOf(invited.link);

    const weak = await account().acceptLink(
      request('POST', { token, name: 'Writer', password: 'password1234' }),
    );
    expect(weak.status).toBe(400);
    expect((await body(weak)).fieldErrors.password).toEqual([
      'This password is one of the most common ones. Please choose another.',
    ]);
    const accepted = await account().acceptLink(
      request('POST', { token, name: 'Writer', password }),
    );
    expect(accepted.status).toBe(200);
    // The new member is signed in at once: the answer sets the session cookie.
    expect(await body(accepted)).toMatchObject({ signedIn: true });
    expect(accepted.headers.get('set-cookie')).toMatch(/^admin_session=/);
    const reused = await account().acceptLink(request('POST', { token, name: 'Other', password }));
    expect(reused.status).toBe(410);
    expect((await body(reused)).error).toMatch(/already been used/);
    expect((await login('writer@agency.test', password)).status).toBe(200);
  });

  it('refuses an expired link, a duplicate e-mail and a second owner', async () => {
    const id = (
      await body(
        await users().invite(
          request('POST', { email: 'late@agency.test', role: 'sales' }, owner.cookie),
          {},
        ),
      )
    ).user.id;
    const old = await createLink(t.db, id, 'invite', new Date(Date.now() - 49 * 3600 * 1000));
    const expired = await account().acceptLink(
      request('POST', { token: old.token, name: 'Late', password }),
    );
    expect(expired.status).toBe(410);
    expect((await body(expired)).error).toMatch(/expired/);
    const again = await users().invite(
      request('POST', { email: 'late@agency.test', role: 'sales' }, owner.cookie),
      {},
    );
    expect(again.status).toBe(409);
    const second = await users().invite(
      request('POST', { email: 'boss@agency.test', role: 'owner' }, owner.cookie),
      {},
    );
    expect((await body(second)).fieldErrors.role).toEqual(['The site has one owner']);
    expect(
      await t.db
        .selectFrom('admin_users')
        .where('email', '=', 'boss@agency.test')
        .select('id')
        .execute(),
    ).toEqual([]);
  });

  it('keeps roles in check: not one’s own, not the owner’s, and not from an editor', async () => {
    const adminId = await addUser('admin@agency.test', 'admin');
    const admin = cookieOf(await login('admin@agency.test', password));
    const self = await users().update(request('PATCH', { role: 'editor' }, admin), { id: adminId });
    expect((await body(self)).error).toBe(
      'You cannot change your own role. Ask another admin or the owner.',
    );
    const onOwner = await users().update(request('PATCH', { status: 'disabled' }, admin), {
      id: owner.userId,
    });
    expect(onOwner.status).toBe(403);
    const editor = await signedInAs(t.db, 'editor');
    const byEditor = await users().invite(
      request('POST', { email: 'x@agency.test', role: 'sales' }, editor.cookie),
      {},
    );
    expect(byEditor.status).toBe(403);
    const lastOwner = await users().update(request('PATCH', { role: 'admin' }, owner.cookie), {
      id: owner.userId,
    });
    expect(lastOwner.status).toBe(400);
    const role = await users().update(request('PATCH', { role: 'sales' }, owner.cookie), {
      id: adminId,
    });
    expect((await body(role)).user.role).toBe('sales');
  });

  it('disabling a user ends all their sessions at once and refuses their sign-in', async () => {
    const id = await addUser('leaver@agency.test', 'editor');
    const first = cookieOf(await login('leaver@agency.test', password));
    cookieOf(await login('leaver@agency.test', password));
    expect(
      (await account().saveProfile(request('PATCH', { name: 'Leaver' }, first), {})).status,
    ).toBe(200);
    await users().update(request('PATCH', { status: 'disabled' }, owner.cookie), { id });
    const sessions = await t.db
      .selectFrom('admin_sessions')
      .where('user_id', '=', id)
      .select('id')
      .execute();
    expect(sessions).toEqual([]);
    expect(
      (await account().saveProfile(request('PATCH', { name: 'Back' }, first), {})).status,
    ).toBe(401);
    const refused = await login('leaver@agency.test', password);
    expect(refused.status).toBe(403);
    expect((await body(refused)).error).toBe(
      'This account has been disabled. Ask the owner or an admin.',
    );
    expect((await login('leaver@agency.test', 'a wrong password')).status).toBe(401);
  });

  it('signs in with a TOTP code, each code once, or a recovery code once', async () => {
    const id = await addUser('secure@agency.test', 'editor');
    const cookie = cookieOf(await login('secure@agency.test', password));
    const started = await body(await account().startTwoFactor(request('POST', {}, cookie), {}));
    expect(started.qrSvg).toMatch(/^<svg/);
    const wrong = await account().confirmTwoFactor(request('PUT', { code: '000000' }, cookie), {});
    expect(wrong.status).toBe(400);
    const enabled = await body(
      await account().confirmTwoFactor(
        request('PUT', { code: await generate({ secret: started.secret }) }, cookie),
        {},
      ),
    );
    expect(enabled.recoveryCodes).toHaveLength(10);
    const stored = await t.db
      .selectFrom('admin_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', id)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(enabled.recoveryCodes[0]);

    // The code just used to enrol is spent: the next sign-in needs a later one or a recovery code.
    const first = await body(await login('secure@agency.test', password));
    expect(first.step).toBe('code');
    const now = await generate({ secret: started.secret });
    expect((await code(first.challenge, now)).status).toBe(401);
    const recovery = enabled.recoveryCodes[0]!.toUpperCase();
    const viaRecovery = await code(first.challenge, recovery);
    expect(viaRecovery.status).toBe(200);
    const second = await body(await login('secure@agency.test', password));
    expect((await code(second.challenge, recovery)).status).toBe(401);
    const next = await generate({
      secret: started.secret,
      epoch: Math.floor(Date.now() / 1000) + 30,
    });
    expect((await code(second.challenge, next)).status).toBe(200);
    // A challenge is good for one sign-in.
    expect((await code(second.challenge, enabled.recoveryCodes[1]!)).status).toBe(401);
  });

  it('throttles failed sign-ins per account, from whatever address', async () => {
    await addUser('guessed@agency.test', 'sales');
    for (let i = 0; i < 4; i++)
      expect(
        (await login('guessed@agency.test', 'wrong password!', `198.51.100.${i}`)).status,
      ).toBe(401);
    const locked = await login('guessed@agency.test', password, '198.51.100.200');
    expect(locked.status).toBe(429);
  });

  it('makes a user without two-factor enrol at sign-in once the owner requires it', async () => {
    await addUser('enrol@agency.test', 'sales');
    // The team's rules are the owner's: an admin, who may manage users, may not change them.
    const admin = await signedInAs(t.db, 'admin');
    const notOwner = await users().saveSettings(
      request('PUT', { requireTwoFactor: false, auditRetentionDays: 30 }, admin.cookie),
      {},
    );
    expect(notOwner.status).toBe(403);
    const refused = await users().saveSettings(
      request('PUT', { requireTwoFactor: true, auditRetentionDays: 365 }, owner.cookie),
      {},
    );
    expect((await body(refused)).fieldErrors.requireTwoFactor).toBeDefined();
    await t.db
      .updateTable('admin_users')
      .set({
        totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        totp_enabled_at: new Date().toISOString(),
      })
      .where('id', '=', owner.userId)
      .execute();
    const ownerAgain = await signedInAs(t.db, 'owner', 'Second session');
    await t.db.deleteFrom('admin_users').where('id', '=', ownerAgain.userId).execute();
    const saved = await users().saveSettings(
      request('PUT', { requireTwoFactor: true, auditRetentionDays: 365 }, owner.cookie),
      {},
    );
    expect(saved.status).toBe(200);
    const step = await body(await login('enrol@agency.test', password));
    expect(step.step).toBe('enrol');
    expect(step.qrSvg).toMatch(/^<svg/);
    const done = await code(step.challenge, await generate({ secret: step.secret }));
    expect(done.status).toBe(200);
    expect((await body(done)).recoveryCodes).toHaveLength(10);
    await users().saveSettings(
      request('PUT', { requireTwoFactor: false, auditRetentionDays: 365 }, owner.cookie),
      {},
    );
  });

  it('writes the audit log: who, what, from where, field names and never a value', async () => {
    const { rows, total } = await listAudit(t.db, { page: 1 });
    expect(rows).toHaveLength(total);
    for (const kind of ['sign-in', 'sign-in-failed', 'user', 'account'] as const)
      expect((await listAudit(t.db, { page: 1, kind })).total, kind).toBeGreaterThan(0);
    const roleChange = rows.find(
      (r) => r.kind === 'user' && r.fields.includes('role') && r.action === 'updated',
    );
    expect(roleChange?.actor).toContain('Asha Owner');
    expect(roleChange?.ipAddress).toBe('192.0.2.10');
    const failed = rows.find((r) => r.kind === 'sign-in-failed');
    expect(failed?.actor).toMatch(/@agency\.test/);
    expect(JSON.stringify(rows)).not.toContain(password);
    const filtered = await listAudit(t.db, { page: 1, kind: 'sign-in-failed' });
    expect(filtered.rows.every((r) => r.kind === 'sign-in-failed')).toBe(true);
  });

  it('searches the audit log by every word, in any case, in who, what was done and to what', async () => {
    const { rows } = await listAudit(t.db, { page: 1 });
    const roleChange = rows.find((r) => r.kind === 'user' && r.action === 'updated')!;
    const found = await listAudit(t.db, { page: 1, q: `ASHA ${roleChange.action.toUpperCase()}` });
    expect(found.rows.map((r) => r.id)).toContain(roleChange.id);
    expect(found.rows.every((r) => /asha/i.test(`${r.actor} ${r.action} ${r.target}`))).toBe(true);
    expect(found.total).toBeLessThan(rows.length);
    expect((await listAudit(t.db, { page: 1, q: 'asha nobody-by-this-name' })).total).toBe(0);
    expect((await listAudit(t.db, { page: 1, q: '%' })).total).toBe(
      rows.filter((r) => `${r.actor}${r.action}${r.target}`.includes('%')).length,
    );
  });

  it('audits the fields a change took, not the keys a request made up, and every sign-out', async () => {
    await addUser('auditee@agency.test', 'editor');
    const auditee = cookieOf(await login('auditee@agency.test', password));
    const padding = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 1]));
    const saved = await account().saveProfile(
      request('PATCH', { ...padding, name: 'Audited', role: 'owner', password: 'x' }, auditee),
      {},
    );
    expect(saved.status).toBe(200);
    const signedOut = await apis.signIn.logout(request('POST', undefined, auditee));
    expect(signedOut.status).toBe(200);
    await setOwnerPassword(t.db, 'a brand new owner passphrase 7');
    const { rows } = await listAudit(t.db, { page: 1 });
    const profile = rows.find((r) => r.actor.includes('auditee') && r.kind === 'account');
    expect(profile?.fields).toEqual(['name']);
    expect(rows.find((r) => r.action === 'signed out')?.actor).toContain('auditee@agency.test');
    expect(rows.find((r) => r.actor.includes('admin:password'))).toMatchObject({
      kind: 'account',
      ipAddress: 'server',
    });
  });
});
