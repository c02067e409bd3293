import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAuthorsAdminApi } from '@/server/admin/authors/authors-admin-api';
import {
  createOrderedListAdminApi,
  orderedListKinds,
} from '@/server/admin/ordered-lists/ordered-list-admin-api';
import { createServicesAdminApi } from '@/server/admin/services/services-admin-api';
import { listAudit } from '@/server/audit-log/audit-log';
import { seedDatabase } from '@/server/db/seed/index';
import { getServiceForm } from '@/server/queries/services-admin';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// The audit log names what each change touched by its title, and lists only the fields that
// changed: authors, services and the ordered lists, as cities, redirects and settings do.

const origin = 'http://admin.test';
const request = (method: string, path: string, cookie: string, body?: object) =>
  new Request(`${origin}/api/admin/${path}`, {
    method,
    headers: { host: 'admin.test', origin, cookie, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });

const author = {
  name: 'Kavya Nair',
  slug: 'kavya-nair-audit',
  profile_image: '/images/authors/priya-sharma.webp',
  short_bio: 'Local SEO lead.',
  full_bio: 'Kavya runs local SEO.',
  linkedin: '',
  twitter: '',
  facebook: '',
  instagram: '',
  website: '',
};

describe.each(engines)('audit subjects on %s', (engine) => {
  let t: TestDatabase;
  let cookie: string;
  let userId: string;
  const deps = () => ({ db: t.db, revalidate: () => {}, reloadRouting: async () => {} });
  const entries = async () =>
    (await listAudit(t.db, { userId, page: 1 })).rows.map((r) => [r.action, r.target, r.fields]);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    ({ cookie, userId } = await signedInAs(t.db, 'editor', 'Asha Rao'));
  });
  afterAll(() => t.drop());

  it('an author: created, edited (the changed field only) and deleted, by name', async () => {
    const api = createAuthorsAdminApi(deps());
    const created = await api.create(request('POST', 'authors', cookie, author), {});
    const { id } = (await created.json()) as { id: string };
    const edited = { ...author, short_bio: 'Local SEO lead in Kochi.' };
    expect((await api.update(request('PUT', `authors/${id}`, cookie, edited), { id })).status).toBe(
      200,
    );
    const body = { successor_id: '' };
    expect(
      (await api.remove(request('DELETE', `authors/${id}`, cookie, body), { id })).status,
    ).toBe(200);
    expect((await entries()).slice(0, 3)).toEqual([
      ['deleted', 'Author Kavya Nair', ['successor_id']],
      ['updated', 'Author Kavya Nair', ['short_bio']],
      ['created', 'Author Kavya Nair', Object.keys(author)],
    ]);
  });

  it('a service edited: its name and the one field that changed', async () => {
    const api = createServicesAdminApi(deps());
    const row = await t.db
      .selectFrom('service_details')
      .select('id')
      .where('service_slug', '=', 'seo')
      .executeTakeFirstOrThrow();
    const form = (await getServiceForm(t.db, row.id))!.values;
    const changed = { ...form, short_name: `${form.short_name} Services` };
    const answer = await api.update(request('PUT', `services/${row.id}`, cookie, changed), {
      id: row.id,
    });
    expect(answer.status).toBe(200);
    expect((await entries())[0]).toEqual([
      'updated',
      `Service ${form.service_name}`,
      ['short_name'],
    ]);
  });

  it('a testimonial hidden, moved and deleted, and a question added, by what they say', async () => {
    const testimonials = createOrderedListAdminApi(deps(), orderedListKinds.testimonials);
    const faqs = createOrderedListAdminApi(deps(), orderedListKinds.homeFaqs);
    const kavya = await t.db
      .selectFrom('testimonials')
      .select('id')
      .where('author', '=', 'Kavya Iyer')
      .executeTakeFirstOrThrow();
    const id = kavya.id;
    const path = `testimonials/${id}`;
    await testimonials.setVisibility(request('PATCH', path, cookie, { hidden: true }), { id });
    await testimonials.move(request('POST', `${path}/move`, cookie, { direction: -1 }), { id });
    await testimonials.remove(request('DELETE', path, cookie), { id });
    const question = { question: 'Do you work with clinics?', answer: 'Yes.', hidden: false };
    await faqs.create(request('POST', 'faqs/home', cookie, question), {});
    expect((await entries()).slice(0, 4).map(([action, target]) => [action, target])).toEqual([
      ['created', 'FAQ Do you work with clinics?'],
      ['deleted', 'Testimonial by Kavya Iyer'],
      ['moved up', 'Testimonial by Kavya Iyer'],
      ['hid', 'Testimonial by Kavya Iyer'],
    ]);
  });
});
