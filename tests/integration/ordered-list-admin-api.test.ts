import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createOrderedListAdminApi,
  orderedListKinds,
} from '@/server/admin/ordered-lists/ordered-list-admin-api';
import { seedDatabase } from '@/server/db/seed';
import { listFaqs } from '@/server/queries/faqs';
import { listTeamMembers, listTestimonials } from '@/server/queries/people';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';
const request = (method: string, body: object | undefined, cookie?: string) =>
  new Request(`${origin}/api/admin/testimonials`, {
    method,
    headers: {
      host: 'admin.test',
      origin,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

const testimonial = (changes: Record<string, unknown> = {}) => ({
  quote: 'Our clinic is full on Saturdays now.',
  author: 'Dr. Asha Menon',
  role: '',
  company: 'Menon Dental',
  rating: 5,
  hidden: false,
  ...changes,
});

describe.each(engines)('testimonials and team admin API on %s', (engine) => {
  let t: TestDatabase;
  let testimonials: ReturnType<typeof createOrderedListAdminApi>;
  let team: ReturnType<typeof createOrderedListAdminApi>;
  let cookie: string;
  const revalidated: string[][] = [];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    const deps = { db: t.db, revalidate: (tags: string[]) => revalidated.push(tags) };
    testimonials = createOrderedListAdminApi(deps, orderedListKinds.testimonials);
    team = createOrderedListAdminApi(deps, orderedListKinds.team);
    ({ cookie } = await signedInAs(t.db));
  });
  afterAll(() => t.drop());

  const visible = async () =>
    (await listTestimonials(t.db, { visibleOnly: true })).map((x) => x.author);

  it('seeds the three home testimonials and four leaders, in order', async () => {
    expect(await visible()).toEqual(['Anjali Deshmukh', 'Rohit Malhotra', 'Kavya Iyer']);
    const leaders = await listTeamMembers(t.db, { visibleOnly: true });
    expect(leaders.map((m) => m.name)).toEqual([
      'Rahul Verma',
      'Priya Sharma',
      'Arjun Mehta',
      'Neha Iyer',
    ]);
  });

  it('refuses without a session and refuses bad input under its fields', async () => {
    expect((await testimonials.create(request('POST', testimonial()), {})).status).toBe(401);
    const bad = await testimonials.create(
      request('POST', testimonial({ quote: '', rating: 6 }), cookie),
      {},
    );
    expect(bad.status).toBe(400);
    const { fieldErrors } = (await bad.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors.quote).toEqual(['Please fill in all required fields.']);
    expect(fieldErrors.rating).toEqual(['Choose 1 to 5 stars']);
    const noPhoto = await team.create(
      request('POST', { name: 'Sana', role: 'Designer', bio: 'Designs.', image: '' }, cookie),
      {},
    );
    expect(
      ((await noPhoto.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.image,
    ).toEqual(['Upload a photo, or give the path of an image on this site']);
    expect(await visible()).toHaveLength(3);
  });

  it('adds at the end, moves, hides and deletes, expiring the tag each time', async () => {
    const created = await testimonials.create(request('POST', testimonial(), cookie), {});
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await visible()).at(-1)).toBe('Dr. Asha Menon');
    expect(revalidated.at(-1)).toEqual(['testimonials']);

    expect(
      (await testimonials.move(request('POST', { direction: -1 }, cookie), { id })).status,
    ).toBe(200);
    expect(await visible()).toEqual([
      'Anjali Deshmukh',
      'Rohit Malhotra',
      'Dr. Asha Menon',
      'Kavya Iyer',
    ]);
    const first = (await listTestimonials(t.db, { visibleOnly: false }))[0]!.id;
    expect(
      (await testimonials.move(request('POST', { direction: -1 }, cookie), { id: first })).status,
    ).toBe(409);

    const hide = await testimonials.update(request('PUT', testimonial({ hidden: true }), cookie), {
      id,
    });
    expect(hide.status).toBe(200);
    expect(await visible()).not.toContain('Dr. Asha Menon');
    expect((await listTestimonials(t.db, { visibleOnly: false })).map((x) => x.author)).toContain(
      'Dr. Asha Menon',
    );

    expect((await testimonials.remove(request('DELETE', undefined, cookie), { id })).status).toBe(
      200,
    );
    expect((await testimonials.remove(request('DELETE', undefined, cookie), { id })).status).toBe(
      404,
    );
  });

  it('edits the team, and a restart brings nothing deleted back', async () => {
    const [rahul] = await listTeamMembers(t.db, { visibleOnly: false });
    const edited = await team.update(
      request(
        'PUT',
        {
          name: 'Rahul Verma',
          role: 'Founder',
          bio: 'Founded it.',
          image: '/images/team/rahul-verma.webp',
        },
        cookie,
      ),
      { id: rahul!.id },
    );
    expect(edited.status).toBe(200);
    expect(revalidated.at(-1)).toEqual(['team']);
    expect((await listTeamMembers(t.db, { visibleOnly: true }))[0]!.role).toBe('Founder');
    await team.remove(request('DELETE', undefined, cookie), { id: rahul!.id });
    await seedDatabase(t.db);
    const names = (await listTeamMembers(t.db, { visibleOnly: false })).map((m) => m.name);
    expect(names).not.toContain('Rahul Verma');
  });

  it('keeps the FAQs of each page apart: seeded, added, moved and deleted within their page', async () => {
    const deps = { db: t.db, revalidate: (tags: string[]) => revalidated.push(tags) };
    const home = createOrderedListAdminApi(deps, orderedListKinds.homeFaqs);
    const contact = createOrderedListAdminApi(deps, orderedListKinds.contactFaqs);
    const questions = async (page: 'home' | 'contact') =>
      (await listFaqs(t.db, page, { visibleOnly: true })).map((f) => f.question);
    const homeBefore = await questions('home');
    const contactBefore = await questions('contact');
    expect(homeBefore[0]).toBe('How long does SEO take to show results?');
    expect(contactBefore[0]).toBe('How quickly will you reply to my enquiry?');

    const created = await contact.create(
      request(
        'POST',
        { question: 'Do you sign NDAs?', answer: 'Yes, before the first call.' },
        cookie,
      ),
      {},
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(revalidated.at(-1)).toEqual(['faqs']);
    expect(await questions('contact')).toEqual([...contactBefore, 'Do you sign NDAs?']);
    expect(await questions('home')).toEqual(homeBefore);

    // The home list's API cannot reach a contact question.
    expect((await home.remove(request('DELETE', undefined, cookie), { id })).status).toBe(404);
    const hide = request('PATCH', { hidden: true }, cookie);
    expect((await home.setVisibility(hide, { id })).status).toBe(404);
    // Hidden and shown again, as a list's Hide and Show Selected do; anything else is refused.
    const hidden = await contact.setVisibility(request('PATCH', { hidden: true }, cookie), { id });
    expect(await hidden.json()).toEqual({ id, hidden: true });
    expect(await questions('contact')).toEqual(contactBefore);
    const wrong = await contact.setVisibility(request('PATCH', { hidden: 'yes' }, cookie), { id });
    expect(wrong.status).toBe(400);
    const shown = await contact.setVisibility(request('PATCH', { hidden: false }, cookie), { id });
    expect(shown.status).toBe(200);
    expect(revalidated.at(-1)).toEqual(['faqs']);
    expect(await questions('contact')).toEqual([...contactBefore, 'Do you sign NDAs?']);
    expect((await home.move(request('POST', { direction: -1 }, cookie), { id })).status).toBe(409);
    expect((await contact.move(request('POST', { direction: -1 }, cookie), { id })).status).toBe(
      200,
    );
    expect((await questions('contact')).at(-2)).toBe('Do you sign NDAs?');
    expect((await contact.remove(request('DELETE', undefined, cookie), { id })).status).toBe(200);
    expect(await questions('contact')).toEqual(contactBefore);
  });
});
