import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrateToLatest } from '@/server/db/migrate';
import * as whatsappFollowsPhone from '@/server/db/migrations/20261215-0035-whatsapp-follows-phone';
import { businessSeed } from '@/server/db/seed/data/business';
import { getBusinessSettings } from '@/server/queries/site-settings';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Saved business details from before the WhatsApp button followed the phone: a number equal to
// the phone's now follows it; no number meant no button, and still does.
describe.each(engines)('the WhatsApp-follows-the-phone migration on %s', (engine) => {
  let t: TestDatabase;
  const store = async (business: object) => {
    await t.db.deleteFrom('site_settings').where('name', '=', 'business').execute();
    const { whatsapp_button: _, ...before } = { ...businessSeed, ...business };
    await t.db
      .insertInto('site_settings')
      .values({
        name: 'business',
        value: JSON.stringify(before),
        updated_at: new Date().toISOString(),
      })
      .execute();
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine, { upTo: '20261214-0034-redirect-source-order' });
  });
  afterAll(() => t.drop());

  it('makes a WhatsApp number equal to the phone follow it', async () => {
    await store({ telephone: '+919820012345', whatsapp: '+919820012345' });
    await migrateToLatest(t.db);
    expect(await getBusinessSettings(t.db)).toMatchObject({
      telephone: '+919820012345',
      whatsapp: '',
      whatsapp_button: true,
    });
  });

  it('keeps a number of its own, and no button where there was none', async () => {
    for (const [whatsapp, button] of [
      ['+919819012345', true],
      ['', false],
    ] as const) {
      await store({ telephone: '+912240123456', whatsapp });
      await whatsappFollowsPhone.up(t.db);
      expect(await getBusinessSettings(t.db)).toMatchObject({ whatsapp, whatsapp_button: button });
    }
  });
});
