import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDatabase } from '@/server/db/seed';
import type { Database } from '@/server/db/schema';
import { purgeExpiredRows } from '@/server/maintenance/purge';
import { deleteAuthor } from '@/server/queries/authors-admin';
import type { CityData } from '@/lib/validation/city';
import {
  createCity,
  deleteCity,
  getCityRecord,
  updateCity,
  type CityRecord,
} from '@/server/queries/cities';
import { deleteCityPage } from '@/server/queries/city-pages-admin';
import { deleteFaq } from '@/server/queries/faqs';
import { deletePerson } from '@/server/queries/people';
import { deletePost } from '@/server/queries/post-writes';
import { deleteRedirect, saveRedirect } from '@/server/queries/redirects';
import { deleteService } from '@/server/queries/services-admin';
import { listTrash, restoreFromTrash } from '@/server/queries/trash';
import { addNote, deleteEnquiry, insertEnquiry } from '@/server/queries/enquiry-writes';
import { enqueueMail } from '@/server/mail/outbox';
import { queueWebhook } from '@/server/queries/webhook-deliveries';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Every table a delete touches, read whole: a restore must give back each one exactly as it was.
const TABLES: (keyof Database)[] = [
  'blog_posts',
  'blog_post_revisions',
  'service_details',
  'cities',
  'city_pages',
  'slug_aliases',
  'authors',
  'admin_users',
  'testimonials',
  'team_members',
  'faqs',
  'redirects',
  'form_submissions',
  'enquiry_events',
  'webhook_deliveries',
  'email_outbox',
  'enquiry_counts',
];

describe.each(engines)('the trash on %s', (engine) => {
  let t: TestDatabase;

  const dump = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      const rows = await t.db
        .selectFrom(table as 'cities')
        .selectAll()
        .execute();
      tables[table] = rows
        .map((row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))))
        .sort();
    }
    return tables;
  };
  const cityData = (city: CityRecord, changes: Partial<CityData> = {}): CityData => ({
    ...city,
    latitude: city.latitude === null ? '' : String(city.latitude),
    longitude: city.longitude === null ? '' : String(city.longitude),
    nearby_areas: city.nearbyAreas,
    replaces: '',
    ...changes,
  });
  const first = async (table: keyof Database, column = 'id') =>
    String(
      (
        (await t.db
          .selectFrom(table as 'cities')
          .select(column as 'id')
          .orderBy(column as 'id')
          .executeTakeFirstOrThrow()) as Record<string, unknown>
      )[column],
    );

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
  });
  afterAll(() => t.drop());

  it('restores every kind exactly as it was deleted, with its pages, old slugs and links', async () => {
    // A city renamed once (its old slug answers 301), a post with a revision, a redirect rule.
    const cityId = await first('cities');
    const city = (await getCityRecord(t.db, cityId))!;
    await updateCity(t.db, cityId, cityData(city, { slug: `${city.slug}-city` }));
    const postId = await first('blog_posts');
    await t.db
      .insertInto('blog_post_revisions')
      .values({
        id: 'revision-1',
        post_id: postId,
        version: 1,
        saved_by: 'Owner',
        saved_at: new Date().toISOString(),
        fields: JSON.stringify({ title: 'Before', tags: ['seo'] }),
      })
      .execute();
    const redirect = await saveRedirect(t.db, {
      source: '/old-offer',
      target: '/contact',
      type: 301,
      note: 'From the 2024 campaign',
    });
    if (!redirect.ok) throw new Error(redirect.message);
    const author = await t.db
      .selectFrom('blog_posts')
      .select('author_id')
      .where('author_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const successor = await t.db
      .selectFrom('authors')
      .select('id')
      .where('id', '!=', author.author_id!)
      .executeTakeFirstOrThrow();
    const page = await t.db
      .selectFrom('city_pages')
      .select(['service_slug', 'city_slug'])
      .executeTakeFirstOrThrow();

    // An enquiry with a note, its queued notification and webhook, and its counts in the insights.
    const enquiryId = await insertEnquiry(t.db, {
      name: 'Asha Rao',
      email: 'asha@example.in',
      service: 'seo',
      city: 'Pune',
      message: 'An audit, please.',
    });
    await addNote(t.db, enquiryId, 'Called back', 'Owner');
    await enqueueMail(t.db, {
      to: 'team@agency.test',
      enquiryId,
      subject: 'New',
      html: 'x',
    });
    await queueWebhook(t.db, { enquiryId, url: 'https://crm.test/', payload: '{}' });

    const deletes: [string, () => Promise<string | null | undefined>][] = [
      ['post', () => deletePost(t.db, postId, 'Owner')],
      ['service', async () => deleteService(t.db, await first('service_details'))],
      ['city', async () => (await deleteCity(t.db, cityId))?.trashId],
      ['city-page', () => deleteCityPage(t.db, page.service_slug, page.city_slug)],
      ['author', () => deleteAuthor(t.db, author.author_id!, successor.id)],
      ['testimonial', async () => deletePerson(t.db, 'testimonials', await first('testimonials'))],
      ['leadership', async () => deletePerson(t.db, 'team_members', await first('team_members'))],
      [
        'faq',
        async () => {
          const faq = await t.db
            .selectFrom('faqs')
            .select('id')
            .where('page', '=', 'home')
            .executeTakeFirstOrThrow();
          return deleteFaq(t.db, 'home', faq.id);
        },
      ],
      ['redirect', () => deleteRedirect(t.db, redirect.id)],
      ['enquiry', () => deleteEnquiry(t.db, enquiryId, 'Owner')],
    ];
    for (const [kind, remove] of deletes) {
      const before = await dump();
      const trashId = await remove();
      expect(trashId, kind).toEqual(expect.any(String));
      expect(await dump(), `${kind} deleted`).not.toEqual(before);
      expect((await listTrash(t.db)).map((entry) => entry.kind)).toEqual([kind]);
      expect(await restoreFromTrash(t.db, trashId!), kind).toMatchObject({ ok: true, kind });
      expect(await dump(), `${kind} restored`).toEqual(before);
      expect(await listTrash(t.db)).toEqual([]);
    }
  });

  it('names each entry, says who deleted it, and lists the newest first', async () => {
    const cityId = await first('cities');
    const city = (await getCityRecord(t.db, cityId))!;
    const postId = await first('blog_posts');
    const cityEntry = (await deleteCity(t.db, cityId, 'Asha Rao'))!;
    // A millisecond apart at least: the list is ordered by the time of the delete.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const postEntry = (await deletePost(t.db, postId))!;
    expect(await listTrash(t.db)).toMatchObject([
      { id: postEntry, kind: 'post', deletedBy: null },
      { id: cityEntry.trashId, kind: 'city', title: `City ${city.name}`, deletedBy: 'Asha Rao' },
    ]);
    expect(await restoreFromTrash(t.db, postEntry)).toMatchObject({ ok: true });
    expect(await restoreFromTrash(t.db, postEntry)).toEqual({
      ok: false,
      status: 404,
      message: 'Not in the trash',
    });
    expect(await restoreFromTrash(t.db, cityEntry.trashId)).toMatchObject({ ok: true });
  });

  it('refuses a restore whose address is taken since, and keeps the entry', async () => {
    const cityId = await first('cities');
    const city = (await getCityRecord(t.db, cityId))!;
    const { trashId } = (await deleteCity(t.db, cityId))!;
    const newcomer = await createCity(t.db, cityData(city, { featured: false }));
    const refused = await restoreFromTrash(t.db, trashId);
    expect(refused).toEqual({
      ok: false,
      status: 409,
      message: `City ${city.name} cannot be restored: its address or name is in use now. Rename or delete that first.`,
    });
    expect((await listTrash(t.db)).map((entry) => entry.id)).toEqual([trashId]);
    await deleteCity(t.db, newcomer);
    await t.db.deleteFrom('trash').where('id', '!=', trashId).execute();
    expect(await restoreFromTrash(t.db, trashId)).toMatchObject({ ok: true });
  });

  it('checks a redirect put back as a save would: no loop, one hop', async () => {
    const rule = (source: string, target: string) =>
      saveRedirect(t.db, { source, target, type: 301, note: '' });
    const ta = await rule('/ta', '/tb');
    if (!ta.ok) throw new Error(ta.message);
    const trashId = (await deleteRedirect(t.db, ta.id))!;
    const tb = await rule('/tb', '/ta');
    if (!tb.ok) throw new Error(tb.message);
    expect(await restoreFromTrash(t.db, trashId)).toEqual({
      ok: false,
      status: 409,
      message: 'Redirect of /ta cannot be restored: This would make a loop: /ta → /tb → /ta',
    });
    expect((await listTrash(t.db)).map((entry) => entry.id)).toEqual([trashId]);
    // Pointed elsewhere, /tb lets /ta back, and /ta goes straight to where /tb leads.
    expect(await rule('/tc', '/contact')).toMatchObject({ ok: true });
    expect(
      await saveRedirect(t.db, { source: '/tb', target: '/tc', type: 301, note: '' }, tb.id),
    ).toMatchObject({ ok: true });
    expect(await restoreFromTrash(t.db, trashId)).toMatchObject({ ok: true });
    const targets = await t.db.selectFrom('redirects').select(['source', 'target']).execute();
    expect(Object.fromEntries(targets.map((r) => [r.source, r.target]))).toMatchObject({
      '/ta': '/contact',
      '/tb': '/contact',
    });
  });

  it('deletes for good what has been in the trash 30 days', async () => {
    const { trashId } = (await deleteCity(t.db, await first('cities')))!;
    await purgeExpiredRows(t.db, new Date(Date.now() + 29 * 24 * 60 * 60 * 1000));
    expect((await listTrash(t.db)).map((entry) => entry.id)).toEqual([trashId]);
    await purgeExpiredRows(t.db, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(await listTrash(t.db)).toEqual([]);
  });
});
