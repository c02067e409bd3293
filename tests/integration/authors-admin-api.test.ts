import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAuthorsAdminApi } from '@/server/admin/authors/authors-admin-api';
import { seedDatabase } from '@/server/db/seed';
import { getAuthorBySlug } from '@/server/queries/authors';
import { listAuthorSlugAliases, listAuthorsForAdmin } from '@/server/queries/authors-admin';
import { listAuthorOptions } from '@/server/queries/blog-admin';

import { signedInAs } from '../support/admin-session';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';
const request = (method: string, body: object | undefined, cookie?: string) =>
  new Request(`${origin}/api/admin/authors`, {
    method,
    headers: {
      host: 'admin.test',
      origin,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

type Errors = { fieldErrors: Record<string, string[]> };
const errorsOf = async (response: Response) => ((await response.json()) as Errors).fieldErrors;

const author = (changes: Record<string, unknown> = {}) => ({
  name: 'Kavya Nair',
  slug: 'kavya-nair',
  profile_image: '/images/authors/priya-sharma.webp',
  short_bio: 'Local SEO lead.',
  full_bio: 'Kavya runs local SEO.\n\nShe lives in Kochi.',
  linkedin: 'https://www.linkedin.com/in/kavya',
  twitter: '',
  facebook: '',
  instagram: '',
  website: '',
  ...changes,
});

describe.each(engines)('authors admin API on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createAuthorsAdminApi>;
  let cookie: string;
  const revalidated: string[][] = [];
  let kavya: string;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    api = createAuthorsAdminApi({
      db: t.db,
      revalidate: (tags) => revalidated.push(tags),
      reloadRouting: async () => {},
    });
    ({ cookie } = await signedInAs(t.db));
  });
  afterAll(() => t.drop());

  const idOf = async (slug: string) => (await getAuthorBySlug(t.db, slug))!.id;

  it('refuses without a session, and bad input with errors under the fields', async () => {
    expect((await api.create(request('POST', author()), {})).status).toBe(401);
    const bad = await api.create(
      request(
        'POST',
        author({ name: '', linkedin: 'linkedin.com/in/kavya', profile_image: '' }),
        cookie,
      ),
      {},
    );
    expect(bad.status).toBe(400);
    const errors = await errorsOf(bad);
    expect(errors.name).toEqual(['Please fill in all required fields.']);
    expect(errors.linkedin).toEqual(['Enter the full LinkedIn address, starting with https://']);
    expect(errors.profile_image).toEqual([
      'Upload a photo, or give the path of an image on this site',
    ]);
    const taken = await api.create(request('POST', author({ slug: 'priya-sharma' }), cookie), {});
    expect(taken.status).toBe(409);
    expect((await errorsOf(taken)).slug).toEqual(['That slug is already used by another author.']);
    expect(await countRows(t.db, 'authors')).toBe(3);
  });

  it('creates an author, who then appears in the blog admin select', async () => {
    const created = await api.create(
      request('POST', author({ name: 'Kavya <i>Nair</i>' }), cookie),
      {},
    );
    expect(created.status).toBe(201);
    kavya = ((await created.json()) as { id: string }).id;
    const stored = await getAuthorBySlug(t.db, 'kavya-nair');
    expect(stored?.name).toBe('Kavya <i>Nair</i>');
    expect(stored?.socialLinks).toEqual({ linkedin: 'https://www.linkedin.com/in/kavya' });
    expect((await listAuthorOptions(t.db)).map((a) => a.id)).toContain(kavya);
    expect(revalidated.at(-1)).toEqual(['authors', 'blog-posts']);
  });

  it('renames an author: posts carry the new name, the old slug stays as an alias', async () => {
    const priya = await idOf('priya-sharma');
    const response = await api.update(
      request('PUT', author({ name: 'Priya S. Sharma', slug: 'priya-s-sharma' }), cookie),
      { id: priya },
    );
    expect(response.status).toBe(200);
    const posts = await t.db
      .selectFrom('blog_posts')
      .select('author')
      .where('author_id', '=', priya)
      .execute();
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(posts.map((p) => p.author))).toEqual(new Set(['Priya S. Sharma']));
    expect((await listAuthorSlugAliases(t.db)).get('priya-sharma')).toBe('priya-s-sharma');
    // Nobody else may take the old slug while it redirects.
    const reuse = await api.update(request('PUT', author({ slug: 'priya-sharma' }), cookie), {
      id: kavya,
    });
    expect(reuse.status).toBe(409);
  });

  it('refuses to delete an author with posts until a successor is chosen', async () => {
    const priya = await idOf('priya-s-sharma');
    const count = (await listAuthorsForAdmin(t.db)).find((a) => a.id === priya)!.posts;
    const refused = await api.remove(request('DELETE', {}, cookie), { id: priya });
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).successor_id).toEqual([
      `This author has ${count} posts: choose who takes them over.`,
    ]);
    const unknown = await api.remove(request('DELETE', { successor_id: 'nobody' }, cookie), {
      id: priya,
    });
    expect(unknown.status).toBe(400);
    const done = await api.remove(request('DELETE', { successor_id: kavya }, cookie), {
      id: priya,
    });
    expect(done.status).toBe(200);
    const moved = await t.db
      .selectFrom('blog_posts')
      .select(['author', 'author_id'])
      .where('author_id', '=', kavya)
      .execute();
    expect(moved).toHaveLength(count);
    expect(moved.every((p) => p.author === 'Kavya <i>Nair</i>')).toBe(true);
    expect(await getAuthorBySlug(t.db, 'priya-s-sharma')).toBeNull();
    expect((await listAuthorSlugAliases(t.db)).has('priya-sharma')).toBe(false);
  });

  it('deletes an author without posts at once, and a restart does not bring them back', async () => {
    const created = await api.create(request('POST', author({ slug: 'temp-author' }), cookie), {});
    const { id } = (await created.json()) as { id: string };
    expect((await api.remove(request('DELETE', {}, cookie), { id })).status).toBe(200);
    expect((await api.remove(request('DELETE', {}, cookie), { id })).status).toBe(404);
    await seedDatabase(t.db);
    expect(await getAuthorBySlug(t.db, 'priya-sharma')).toBeNull();
  });
});
