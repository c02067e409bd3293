import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDatabase } from '@/server/db/seed';

import { signedInAs } from '../support/admin-session';
import { adminRequest as request } from '../support/admin-request';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { memberPassword, teamApis } from '../support/team-apis';

// An attack on one account's sign-in: many guesses in parallel from many addresses, with the
// site-wide brake on, and the account's own user trying to sign in meanwhile.

const deviceCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('admin_device='))!
    .split(';')[0]!;

describe.each(engines)('sign-in limits under attack on %s', (engine) => {
  let t: TestDatabase;
  let apis: ReturnType<typeof teamApis>;
  const login = (email: string, password: string, ip: string, cookie?: string) =>
    apis.signIn.login(request('POST', { email, password }, cookie, ip));

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    const owner = await signedInAs(t.db, 'owner', 'Asha Owner');
    // The real limits, with a brake that has started: every attempt waits a moment.
    apis = teamApis(t.db, { perAccount: 10, perAddress: 5, overall: 0, brakeDelayMs: 30 });
    await apis.join(owner.cookie, 'target@agency.test', 'admin');
    await apis.join(owner.cookie, 'coded@agency.test', 'admin');
  });
  afterAll(() => t.drop());

  it('checks no more passwords than the account allows, however many arrive at once', async () => {
    const known = await login('target@agency.test', memberPassword, '192.0.2.50');
    expect(known.status).toBe(200);
    const device = deviceCookie(known);

    // 300 wrong passwords at once from 60 addresses, five each (the per-address limit).
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        login('target@agency.test', `wrong guess ${i}`, `198.51.100.${i % 60}`).then(
          (r) => r.status,
        ),
      ),
    );
    const checked = statuses.filter((s) => s === 401).length;
    // Ten checks a window for browsers the account has not signed in on (a right password gives
    // its check back).
    expect(checked).toBe(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - checked);

    // Knowing the e-mail is enough to use up the budget for unknown browsers...
    expect((await login('target@agency.test', memberPassword, '192.0.2.51')).status).toBe(429);
    // ...but not to lock the user out of a browser the user signs in on.
    expect((await login('target@agency.test', memberPassword, '192.0.2.50', device)).status).toBe(
      200,
    );
    // A device cookie of another account, or a forged one, is no way around the limit.
    const forged = device.replace(/\.[^.]*$/, '.forged');
    expect((await login('target@agency.test', memberPassword, '192.0.2.52', forged)).status).toBe(
      429,
    );
  });

  it('checks no more two-factor codes than the account allows', async () => {
    await t.db
      .updateTable('admin_users')
      .set({
        totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        totp_enabled_at: new Date().toISOString(),
      })
      .where('email', '=', 'coded@agency.test')
      .execute();
    const first = await login('coded@agency.test', memberPassword, '192.0.2.60');
    const { challenge } = (await first.json()) as { challenge: string };
    const statuses = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        apis.signIn
          .secondStep(
            request('POST', { challenge, code: '000000' }, undefined, `203.0.113.${i % 30}`),
          )
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  });
});
