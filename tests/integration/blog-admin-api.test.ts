import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBlogAdminApi } from '@/server/admin/blog/blog-admin-api';
import { seedDatabase } from '@/server/db/seed';
import { listPublicPosts } from '@/server/queries/blog-posts';
import { getPublicPostBySlug } from '@/server/queries/post-details';
import { folderStorage } from '@/server/uploads/upload-storage';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';

function request(method: string, body?: BodyInit | object, cookie?: string) {
  const headers = new Headers({ host: 'admin.test', origin });
  if (cookie) headers.set('cookie', cookie);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  return new Request(`${origin}/api/admin/posts`, { method, headers, body: payload });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
const form = (bytes: Uint8Array, name: string, type: string) => {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return data;
};

describe.each(engines)('blog admin API on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createBlogAdminApi>;
  let cookie: string;
  let uploadsDir: string;
  let authorId: string;
  const revalidated: string[][] = [];

  const post = (changes: Record<string, unknown> = {}) => ({
    title: 'Google Business Profile for Pune Clinics',
    slug: `gbp-pune-clinics-${engine}`,
    excerpt: 'How clinics in Pune win the map pack.',
    content: '## Start here\n\nComplete your profile.',
    featured_image: '/images/blog/technical-seo-audit-guide.webp',
    author_id: authorId,
    category: 'SEO',
    tags: 'SEO, Local SEO, ,seo',
    status: 'published',
    published_date: '',
    is_featured: false,
    meta_title: '',
    meta_description: '',
    ...changes,
  });

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    api = createBlogAdminApi({
      db: t.db,
      uploads: folderStorage(uploadsDir),
      revalidate: (tags) => revalidated.push(tags),
    });
    ({ cookie } = await signedInAs(t.db));
    authorId = (
      await t.db
        .selectFrom('authors')
        .select('id')
        .where('slug', '=', 'priya-sharma')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('refuses every blog admin write and read without a session', async () => {
    const calls = [
      ['POST /api/admin/posts', api.create(request('POST', post()), {})],
      ['GET /api/admin/posts/{id}', api.getPost(request('GET'), { id: 'x' })],
      ['PUT /api/admin/posts/{id}', api.update(request('PUT', post()), { id: 'x' })],
      ['DELETE /api/admin/posts/{id}', api.remove(request('DELETE'), { id: 'x' })],
      [
        'PATCH /api/admin/posts/{id}',
        api.setStatus(request('PATCH', { status: 'published' }), { id: 'x' }),
      ],
      [
        'POST /api/admin/uploads',
        api.upload(request('POST', form(await png(), 'a.png', 'image/png')), {}),
      ],
      ['POST /api/admin/markdown-preview', api.preview(request('POST', { content: '# x' }), {})],
    ] as const;
    for (const [name, call] of calls) expect((await call).status, name).toBe(401);
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('creates, updates, unpublishes, republishes and deletes a post, revalidating the blog each time', async () => {
    const created = await api.create(request('POST', post(), cookie), {});
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const now = new Date().toISOString();
    const visible = await getPublicPostBySlug(t.db, post().slug, now);
    expect(visible).toMatchObject({
      title: post().title,
      author: { name: 'Priya Sharma' },
      tags: ['SEO', 'Local SEO'],
    });
    expect(revalidated.at(-1)).toEqual(['blog-posts', 'authors', 'case-studies']);

    const edited = await api.update(
      request(
        'PUT',
        post({ title: 'Edited title', published_date: '2026-03-05', version: 1 }),
        cookie,
      ),
      { id },
    );
    expect(edited.status).toBe(200);
    const reread = await getPublicPostBySlug(t.db, post().slug, now);
    expect(reread?.title).toBe('Edited title');
    expect(reread?.publishedAt).toBe('2026-03-04T18:30:00.000Z');

    expect(
      (
        await api.update(
          request('PUT', post({ status: 'draft', published_date: '', version: 2 }), cookie),
          { id },
        )
      ).status,
    ).toBe(200);
    expect(await getPublicPostBySlug(t.db, post().slug, new Date().toISOString())).toBeNull();
    const list = await listPublicPosts(t.db, {
      now: new Date().toISOString(),
      page: 1,
      pageSize: 100,
    });
    expect(list.posts.map((p) => p.slug)).not.toContain(post().slug);

    expect(
      (await api.update(request('PUT', post({ status: 'published', version: 3 }), cookie), { id }))
        .status,
    ).toBe(200);
    expect(await getPublicPostBySlug(t.db, post().slug, new Date().toISOString())).not.toBeNull();

    const forEditing = await api.getPost(request('GET', undefined, cookie), { id });
    expect(((await forEditing.json()) as { post: { tags: string } }).post.tags).toBe(
      'SEO, Local SEO',
    );

    expect((await api.remove(request('DELETE', undefined, cookie), { id })).status).toBe(200);
    expect((await api.remove(request('DELETE', undefined, cookie), { id })).status).toBe(404);
    expect(await getPublicPostBySlug(t.db, post().slug, new Date().toISOString())).toBeNull();
  });

  it("publishes a draft or a scheduled post as it is, and makes a published one a draft (the list's bulk actions)", async () => {
    const slug = `bulk-status-${engine}`;
    const created = await api.create(
      request('POST', post({ slug, status: 'draft', title: 'Bulk status' }), cookie),
      {},
    );
    const { id } = (await created.json()) as { id: string };
    const patch = (status: string, postId = id) =>
      api.setStatus(request('PATCH', { status }, cookie), { id: postId });
    const live = () => getPublicPostBySlug(t.db, slug, new Date().toISOString());
    expect(await live()).toBeNull();

    expect((await patch('published')).status).toBe(200);
    expect(await live()).toMatchObject({ title: 'Bulk status', tags: ['SEO', 'Local SEO'] });
    expect(revalidated.at(-1)).toEqual(['blog-posts', 'authors', 'case-studies']);

    expect((await patch('draft')).status).toBe(200);
    expect(await live()).toBeNull();

    const later = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    const forEditing = (await (
      await api.getPost(request('GET', undefined, cookie), { id })
    ).json()) as {
      post: { version: number };
    };
    const scheduled = await api.update(
      request(
        'PUT',
        post({ slug, status: 'scheduled', scheduled_at: later, version: forEditing.post.version }),
        cookie,
      ),
      { id },
    );
    expect(scheduled.status).toBe(200);
    expect(await live()).toBeNull();
    expect((await patch('published')).status).toBe(200);
    expect(await live()).not.toBeNull();
    const reread = (await (
      await api.getPost(request('GET', undefined, cookie), { id })
    ).json()) as {
      post: { status: string; version: number };
    };
    expect(reread.post).toMatchObject({
      status: 'published',
      version: forEditing.post.version + 2,
    });

    expect((await patch('scheduled')).status).toBe(400);
    expect((await patch('published', 'no-such-post')).status).toBe(404);
    expect((await api.remove(request('DELETE', undefined, cookie), { id })).status).toBe(200);
  });

  it('lists a post under the category chosen in the editor, whatever its tags', async () => {
    const slug = `untagged-analytics-${engine}`;
    const created = await api.create(
      request('POST', post({ slug, category: 'Analytics', tags: 'Dashboards' }), cookie),
      {},
    );
    expect(created.status).toBe(201);
    const now = new Date().toISOString();
    const analytics = await listPublicPosts(t.db, { now, category: 'analytics', page: 1 });
    expect(analytics.posts.map((p) => p.slug)).toContain(slug);
    const seo = await listPublicPosts(t.db, { now, category: 'seo', page: 1 });
    expect([seo.featured, ...seo.posts].map((p) => p?.slug)).not.toContain(slug);
    const { id } = (await created.json()) as { id: string };
    expect((await api.remove(request('DELETE', undefined, cookie), { id })).status).toBe(200);
  });

  it('validates on the server: required fields, slug format, uniqueness, future dates and the author', async () => {
    const missing = await api.create(
      request('POST', post({ title: '', content: ' ' }), cookie),
      {},
    );
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.title).toEqual(['Please fill in all required fields.']);
    expect(body.fieldErrors.content).toEqual(['Please fill in all required fields.']);
    expect(
      (await api.create(request('POST', post({ slug: 'Not A Slug' }), cookie), {})).status,
    ).toBe(400);
    const taken = await api.create(
      request('POST', post({ slug: 'technical-seo-audit-guide' }), cookie),
      {},
    );
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { fieldErrors: { slug: string[] } }).fieldErrors.slug).toEqual([
      'That slug is already used by another post.',
    ]);
    const future = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
    expect(
      (await api.create(request('POST', post({ published_date: future }), cookie), {})).status,
    ).toBe(400);
    expect(
      (await api.create(request('POST', post({ author_id: 'nobody' }), cookie), {})).status,
    ).toBe(400);
  });

  it('stores an uploaded image re-encoded as WebP, and refuses fakes, SVG and files over 5 MB', async () => {
    const ok = await api.upload(
      request('POST', form(await png(), 'photo.png', 'image/png'), cookie),
      {},
    );
    expect(ok.status).toBe(201);
    const { url } = (await ok.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const stored = await sharp(path.join(uploadsDir, path.basename(url))).metadata();
    expect(stored.format).toBe('webp');

    const fake = await api.upload(
      request(
        'POST',
        form(new TextEncoder().encode('not really a png'), 'fake.png', 'image/png'),
        cookie,
      ),
      {},
    );
    expect(fake.status).toBe(415);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(
      (await api.upload(request('POST', form(svg, 'logo.svg', 'image/svg+xml'), cookie), {}))
        .status,
    ).toBe(415);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await png());
    expect(
      (await api.upload(request('POST', form(big, 'huge.png', 'image/png'), cookie), {})).status,
    ).toBe(413);
    expect(await readdir(uploadsDir)).toHaveLength(1);
  });

  it('answers 415 for a truncated image, 413 for one of too many pixels, and stops reading a chunked upload at the limit', async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 256)),
      {
        raw: { width: 300, height: 200, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    const truncated = noisy.subarray(0, Math.floor(noisy.length / 2));
    const cut = await api.upload(
      request('POST', form(truncated, 'cut.png', 'image/png'), cookie),
      {},
    );
    expect(cut.status).toBe(415);

    // The same PNG with its header claiming 12000 x 12000 pixels (and the header's checksum fixed).
    const huge = Buffer.from(noisy);
    huge.writeUInt32BE(12_000, 16);
    huge.writeUInt32BE(12_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const tooMany = await api.upload(
      request('POST', form(huge, 'huge.png', 'image/png'), cookie),
      {},
    );
    expect(tooMany.status).toBe(413);

    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const headers = new Headers({ host: 'admin.test', origin, cookie });
    headers.set('content-type', 'multipart/form-data; boundary=x');
    const chunked = await api.upload(
      new Request(`${origin}/api/admin/uploads`, {
        method: 'POST',
        headers,
        body: endless,
        duplex: 'half',
      } as RequestInit),
      {},
    );
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThan(10);
    expect(await readdir(uploadsDir)).toHaveLength(1);
  });

  it('renders the live preview with the public renderer', async () => {
    const response = await api.preview(
      request(
        'POST',
        { content: '## Hello\n\n<script>alert(1)</script>[x](javascript:alert(1))' },
        cookie,
      ),
      {},
    );
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain('<h2 id="hello">Hello</h2>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
  });
});
