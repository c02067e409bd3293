import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createNotFoundAdminApi } from '@/server/admin/not-found/not-found-admin-api';
import { listAudit } from '@/server/audit-log/audit-log';
import { unresolvedNotFoundCount } from '@/server/queries/attention';
import { listNotFound, MARKED_RESOLVED, recordNotFound } from '@/server/queries/not-found-log';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';

function patch(body: object, cookie?: string) {
  const headers = new Headers({ host: 'admin.test', origin, 'content-type': 'application/json' });
  if (cookie) headers.set('cookie', cookie);
  return new Request(`${origin}/api/admin/not-found`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify(body),
  });
}

const hit = { count: 3, first: '2026-11-20T10:00:00.000Z', last: '2026-11-24T10:00:00.000Z' };

describe.each(engines)('404 log admin API on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createNotFoundAdminApi>;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    api = createNotFoundAdminApi({ db: t.db });
    await recordNotFound(
      t.db,
      new Map([
        ['/diwali-offer-2024', { ...hit, referrer: '', bot: false, probe: false }],
        ['/old-brochure.pdf', { ...hit, referrer: '', bot: true, probe: false }],
      ]),
    );
  });
  afterAll(() => t.drop());

  it('refuses without a session, and a role without content', async () => {
    expect((await api.resolve(patch({ path: '/diwali-offer-2024' }), {})).status).toBe(401);
    const sales = await signedInAs(t.db, 'sales');
    expect(
      (await api.resolve(patch({ path: '/diwali-offer-2024' }, sales.cookie), {})).status,
    ).toBe(403);
    expect(await unresolvedNotFoundCount(t.db)).toBe(2);
  });

  it('marks a path meant to stay gone resolved, says why, and logs it by its path', async () => {
    const { cookie, userId } = await signedInAs(t.db, 'editor', 'Asha Rao');
    const answer = await api.resolve(patch({ path: '/diwali-offer-2024' }, cookie), {});
    expect(answer.status).toBe(200);
    const rows = await listNotFound(t.db);
    expect(rows.find((row) => row.path === '/diwali-offer-2024')).toMatchObject({
      resolved: true,
      resolvedReason: MARKED_RESOLVED,
    });
    expect(rows.find((row) => row.path === '/old-brochure.pdf')?.resolved).toBe(false);
    expect(await unresolvedNotFoundCount(t.db)).toBe(1);
    expect((await listAudit(t.db, { userId, page: 1 })).rows[0]).toMatchObject({
      target: '404 path /diwali-offer-2024',
    });
  });

  it('answers 404 for a path not in the log and 400 without a path', async () => {
    const { cookie } = await signedInAs(t.db);
    const missing = await api.resolve(patch({ path: '/never-seen' }, cookie), {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: '/never-seen is not in the 404 log.' });
    expect((await api.resolve(patch({ path: ' ' }, cookie), {})).status).toBe(400);
  });
});
