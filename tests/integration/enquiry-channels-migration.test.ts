import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultContactNotification } from '@/content/email-templates';
import { SHIPPED_NOTIFICATION_HTML } from '@/server/db/migrations/20261216-0036-email-template-text';
import { migrateToLatest } from '@/server/db/migrate';
import { getServiceBySlug } from '@/server/queries/services';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const at = '2026-11-01T00:00:00.000Z';
// The shipped notification as it was before it named the website.
const oldNotification = SHIPPED_NOTIFICATION_HTML.replace(
  /\n\s*<tr><th align="left">Website<\/th><td>\{\{website\}\}<\/td><\/tr>/,
  '',
);

describe.each(engines)('the enquiry channels migration on %s', (engine) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine, { upTo: '20261130-0020-city-templates' });
    const json = (value: unknown) => JSON.stringify(value);
    for (const [slug, headline] of [
      ['seo', 'From $800 per month (about ₹65,600)'],
      ['ppc', ''],
    ] as const) {
      await sql`insert into service_details (id, service_name, service_slug, service_description,
        hero_heading, hero_subheading, meta_title, meta_description, expertise_areas, benefits,
        process_steps, faq, pricing_headline, pricing_points, created_at, updated_at)
        values (${slug}, ${slug.toUpperCase()}, ${slug}, 'd', 'h', 's', 't', 'm', '[]', '[]', '[]',
        '[]', ${headline}, ${json(['50% deposit to start'])}, ${at}, ${at})`.execute(t.db);
    }
    await sql`insert into email_templates (id, name, subject, body, enabled, created_at, updated_at)
      values ('n', 'contact_form_notification', 's', ${oldNotification}, 1, ${at}, ${at})`.execute(
      t.db,
    );
    // An auto-reply the owner rewrote in HTML.
    await sql`insert into email_templates (id, name, subject, body, enabled, created_at, updated_at)
      values ('a', 'contact_auto_reply', 's', '<p>Ours, {{name}}</p>', 1, ${at}, ${at})`.execute(
      t.db,
    );
    await migrateToLatest(t.db);
  });
  afterAll(() => t.drop());

  it('keeps a price typed as a headline, word for word, as the first pricing term', async () => {
    const seo = await getServiceBySlug(t.db, 'seo');
    expect(seo?.pricing).toEqual({
      plans: [],
      points: ['From $800 per month (about ₹65,600)', '50% deposit to start'],
    });
    expect((await getServiceBySlug(t.db, 'ppc'))?.pricing?.points).toEqual([
      '50% deposit to start',
    ]);
  });

  it('adds the website to the shipped notification, which later becomes its text version', async () => {
    expect(oldNotification).not.toContain('{{website}}');
    const templates = await t.db
      .selectFrom('email_templates')
      .select(['name', 'body', 'text'])
      .orderBy('name')
      .execute();
    expect(templates).toEqual([
      { name: 'contact_auto_reply', body: '<p>Ours, {{name}}</p>', text: null },
      {
        name: 'contact_form_notification',
        body: defaultContactNotification.body,
        text: defaultContactNotification.text,
      },
    ]);
    expect(defaultContactNotification.text).toContain('Website: {{website}}');
  });
});
