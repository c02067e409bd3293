import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCitiesAdminApi } from '@/server/admin/cities/cities-admin-api';
import { createTrashAdminApi } from '@/server/admin/trash/trash-admin-api';
import { listAudit } from '@/server/audit-log/audit-log';
import { seedDatabase } from '@/server/db/seed';
import { getCityRecord } from '@/server/queries/cities';
import { listTrash } from '@/server/queries/trash';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';

function request(method: string, path: string, cookie?: string) {
  const headers = new Headers({ host: 'admin.test', origin });
  if (cookie) headers.set('cookie', cookie);
  return new Request(`${origin}/api/admin/${path}`, { method, headers });
}

describe.each(engines)('trash admin API on %s', (engine) => {
  let t: TestDatabase;
  let trash: ReturnType<typeof createTrashAdminApi>;
  let cities: ReturnType<typeof createCitiesAdminApi>;
  let cookie: string;
  let userId: string;
  const expired: string[][] = [];
  let routingReloads = 0;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    const deps = {
      db: t.db,
      revalidate: (tags: string[]) => void expired.push(tags),
      reloadRouting: async () => void routingReloads++,
    };
    trash = createTrashAdminApi(deps);
    cities = createCitiesAdminApi(deps);
    ({ cookie, userId } = await signedInAs(t.db, 'editor', 'Asha Rao'));
  });
  afterAll(() => t.drop());

  const deleteCity = async (id: string) => {
    const response = await cities.remove(request('DELETE', `cities/${id}`, cookie), { id });
    expect(response.status).toBe(200);
    return ((await response.json()) as { trashId: string }).trashId;
  };
  const lastAudit = async () => (await listAudit(t.db, { userId, page: 1 })).rows[0];

  it('refuses anyone without a session, and a role without content', async () => {
    expect((await trash.restore(request('POST', 'trash/x/restore'), { id: 'x' })).status).toBe(401);
    const sales = await signedInAs(t.db, 'sales');
    const asSales = request('POST', 'trash/x/restore', sales.cookie);
    expect((await trash.restore(asSales, { id: 'x' })).status).toBe(403);
    expect((await trash.empty(request('DELETE', 'trash', sales.cookie), {})).status).toBe(403);
  });

  it('restores a deleted city, expires its pages and reloads routing, and logs who did', async () => {
    const city = await t.db.selectFrom('cities').select(['id', 'name']).executeTakeFirstOrThrow();
    const trashId = await deleteCity(city.id);
    expect(await listTrash(t.db)).toMatchObject([
      { id: trashId, kind: 'city', title: `City ${city.name}`, deletedBy: 'Asha Rao' },
    ]);
    expired.length = 0;
    routingReloads = 0;
    const restored = await trash.restore(request('POST', `trash/${trashId}/restore`, cookie), {
      id: trashId,
    });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ kind: 'city', title: `City ${city.name}` });
    expect(await getCityRecord(t.db, city.id)).toMatchObject({ name: city.name });
    expect(expired).toEqual([['city-pages']]);
    expect(routingReloads).toBe(1);
    expect(await lastAudit()).toMatchObject({ action: 'restored', target: `City ${city.name}` });

    const again = await trash.restore(request('POST', `trash/${trashId}/restore`, cookie), {
      id: trashId,
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'Not in the trash' });
  });

  it('deletes one entry for good, or empties the trash', async () => {
    const [first, second] = await t.db.selectFrom('cities').select(['id', 'name']).execute();
    const one = await deleteCity(first!.id);
    await deleteCity(second!.id);
    const removed = await trash.remove(request('DELETE', `trash/${one}`, cookie), { id: one });
    expect(removed.status).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'deleted',
      target: `City ${first!.name}, from the trash`,
    });
    expect((await listTrash(t.db)).map((entry) => entry.title)).toEqual([`City ${second!.name}`]);
    expect(
      (await trash.remove(request('DELETE', `trash/${one}`, cookie), { id: one })).status,
    ).toBe(404);
    const emptied = await trash.empty(request('DELETE', 'trash', cookie), {});
    expect(await emptied.json()).toEqual({ deleted: 1 });
    expect(await listTrash(t.db)).toEqual([]);
    expect(await getCityRecord(t.db, first!.id)).toBeNull();
  });
});
