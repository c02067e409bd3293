import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDatabase } from '@/server/db/seed';
import { seedCityCoordinatesOnce } from '@/server/db/seed/cities';
import { seedContentStrategyMonthlyOnce } from '@/server/db/seed/services';
import { jsonColumns, readJson } from '@/server/db/json-columns';
import { toJson } from '@/server/db/values';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Seeded content corrected on sites seeded before: where the owner left it as it was seeded.

describe.each(engines)('seeded content corrected later on %s', (engine) => {
  let t: TestDatabase;
  const contentPlans = async () => {
    const row = await t.db
      .selectFrom('service_details')
      .select('price_plans')
      .where('service_slug', '=', 'content-strategy')
      .executeTakeFirstOrThrow();
    return readJson(jsonColumns.servicePricePlans, row.price_plans, 'content-strategy');
  };
  const again = (name: string) => t.db.deleteFrom('app_state').where('name', '=', name).execute();
  const setPlans = (plans: object[]) =>
    t.db
      .updateTable('service_details')
      .set({ price_plans: toJson(plans) })
      .where('service_slug', '=', 'content-strategy')
      .execute();

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
  });
  afterAll(() => t.drop());

  it('prices content strategy per month, as the spec does, unless the owner changed it', async () => {
    expect((await contentPlans()).map((p) => p.period)).toEqual(['month']);
    const asFirstSeeded = (await contentPlans()).map((p) => ({ ...p, period: 'one-time' }));
    await setPlans(asFirstSeeded);
    await again('content_strategy_monthly_at');
    await seedContentStrategyMonthlyOnce(t.db);
    expect((await contentPlans()).map((p) => `${p.amount} ${p.period}`)).toEqual(['65600 month']);

    const edited = asFirstSeeded.map((p) => ({ ...p, amount: 70_000 }));
    await setPlans(edited);
    await again('content_strategy_monthly_at');
    await seedContentStrategyMonthlyOnce(t.db);
    expect((await contentPlans()).map((p) => `${p.amount} ${p.period}`)).toEqual([
      '70000 one-time',
    ]);
  });

  it('places the seeded cities where they had no coordinates, leaving those the owner set', async () => {
    await t.db.updateTable('cities').set({ latitude: null, longitude: null }).execute();
    await t.db
      .updateTable('cities')
      .set({ latitude: 18.5, longitude: 73.8 })
      .where('slug', '=', 'pune')
      .execute();
    await again('city_coordinates_seeded_at');
    await seedCityCoordinatesOnce(t.db);
    const at = async (slug: string) =>
      t.db
        .selectFrom('cities')
        .select(['latitude', 'longitude'])
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
    expect(await at('mumbai')).toEqual({ latitude: 19.07609, longitude: 72.87766 });
    expect(await at('pune')).toEqual({ latitude: 18.5, longitude: 73.8 });
  });
});
