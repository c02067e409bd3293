import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSignInApi } from '@/server/admin/sign-in/sign-in-api';
import { ensureOwnerAccount, setOwnerPassword } from '@/server/auth/owner-account';
import { hashPassword } from '@/server/auth/password';
import { migrateToLatest } from '@/server/db/migrate';

import { adminRequest as request } from '../support/admin-request';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const oldPassword = 'the single admin password';

describe.each(engines)('the team accounts migration on %s', (engine) => {
  let t: TestDatabase;
  const login = (email: string, password: string) =>
    createSignInApi({
      db: t.db,
      secureCookies: false,
      issuer: () => Promise.resolve('Test Agency'),
      throttle: {
        perAddress: 50,
        perAccount: 3,
        overall: 500,
        windowSeconds: 900,
        brakeDelayMs: 1,
      },
    }).login(request('POST', { email, password }));

  beforeAll(async () => {
    t = await createTestDatabase(engine, { upTo: '20261125-0013-post-editor' });
    const now = new Date().toISOString();
    // Written raw: admin_account is no longer in the typed schema.
    await sql`insert into admin_account (id, password_hash, created_at, updated_at) values ('admin', ${await hashPassword(oldPassword)}, ${now}, ${now})`.execute(
      t.db,
    );
    await migrateToLatest(t.db);
  });
  afterAll(() => t.drop());

  it('makes the single admin password the owner’s, who gets an e-mail on the next start', async () => {
    const owners = await t.db
      .selectFrom('admin_users')
      .select(['role', 'email', 'status'])
      .execute();
    expect(owners).toEqual([{ role: 'owner', email: '', status: 'active' }]);
    expect(await ensureOwnerAccount(t.db, 'Owner@Agency.test')).toEqual({
      email: 'owner@agency.test',
      generatedPassword: null,
    });
    expect(await ensureOwnerAccount(t.db, 'other@agency.test')).toBeNull();
    expect((await login('owner@agency.test', oldPassword)).status).toBe(200);
  });

  it('recovers the owner with npm run admin:password, lockout included', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('owner@agency.test', 'a wrong guess')).status).toBe(401);
    expect((await login('owner@agency.test', oldPassword)).status).toBe(429);
    await expect(setOwnerPassword(t.db, 'password1234')).rejects.toThrow(/most common/);
    expect(await setOwnerPassword(t.db, 'a brand new owner passphrase')).toBe('owner@agency.test');
    expect((await login('owner@agency.test', 'a brand new owner passphrase')).status).toBe(200);
    expect((await login('owner@agency.test', oldPassword)).status).toBe(401);
  });
});
