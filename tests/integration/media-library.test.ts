import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBlogAdminApi } from '@/server/admin/blog/blog-admin-api';
import { loadMedia } from '@/server/admin/media/load-media';
import { createMediaAdminApi } from '@/server/admin/media/media-admin-api';
import { seedDatabase } from '@/server/db/seed';
import { folderStorage } from '@/server/uploads/upload-storage';

import { adminRequest } from '../support/admin-request';
import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// The media library: every upload recorded with its size and who sent it, older files taken in,
// where each image is used, and an image in use kept from deletion.

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

describe.each(engines)('the media library on %s', (engine) => {
  let t: TestDatabase;
  let dir: string;
  let cookie: string;
  let blog: ReturnType<typeof createBlogAdminApi>;
  let media: ReturnType<typeof createMediaAdminApi>;
  let uploaded: { name: string; url: string };
  const revalidated: string[][] = [];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    dir = await mkdtemp(path.join(tmpdir(), 'media-'));
    ({ cookie } = await signedInAs(t.db, 'editor', 'Meera Editor'));
    const uploads = folderStorage(dir);
    blog = createBlogAdminApi({ db: t.db, uploads, revalidate: () => {} });
    media = createMediaAdminApi({
      db: t.db,
      uploads,
      revalidate: (tags) => revalidated.push(tags),
    });
  });
  afterAll(async () => {
    await t.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('records each upload with its size, its file name and who sent it; takes in older files', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await png(2000, 1000))], 'Team Offsite.png'));
    const request = adminRequest('POST', undefined, cookie);
    const response = await blog.upload(
      new Request(request.url, { method: 'POST', headers: request.headers, body: form }),
      {},
    );
    expect(response.status).toBe(201);
    uploaded = (await response.json()) as { name: string; url: string };
    // Written before the library kept records: taken in with its size read from the file.
    const older = '0b6c9a2e-8f51-4c3e-9d7a-1e2f3a4b5c6d.webp';
    await writeFile(
      path.join(dir, older),
      await sharp(await png(300, 200))
        .webp()
        .toBuffer(),
    );

    const images = await loadMedia(t.db, folderStorage(dir));
    expect(images.map((image) => image.name).sort()).toEqual([older, uploaded.name].sort());
    expect(images.find((image) => image.name === uploaded.name)).toMatchObject({
      url: uploaded.url,
      width: 1600,
      height: 800,
      originalName: 'Team Offsite.png',
      uploadedBy: 'Meera Editor',
      uses: [],
    });
    expect(images.find((image) => image.name === older)).toMatchObject({ width: 300, height: 200 });

    await rm(path.join(dir, older));
    expect((await loadMedia(t.db, folderStorage(dir))).map((image) => image.name)).toEqual([
      uploaded.name,
    ]);
  });

  it('saves alt text, refusing one too long', async () => {
    const long = await media.saveAlt(adminRequest('PATCH', { alt: 'x'.repeat(301) }, cookie), {
      name: uploaded.name,
    });
    expect(long.status).toBe(400);
    expect(revalidated).toEqual([]);
    const saved = await media.saveAlt(
      adminRequest('PATCH', { alt: 'The team at the Pune offsite' }, cookie),
      { name: uploaded.name },
    );
    expect(saved.status).toBe(200);
    const [image] = await loadMedia(t.db, folderStorage(dir));
    expect(image?.alt).toBe('The team at the Pune offsite');
    // The public pages show an image's alt text from the library: theirs expire.
    expect(revalidated).toEqual([['media']]);
  });

  it('says where an image is used, and keeps one in use from deletion', async () => {
    const author = await t.db
      .selectFrom('authors')
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('authors')
      .set({ profile_image: uploaded.url })
      .where('id', '=', author.id)
      .execute();
    const post = await t.db
      .selectFrom('blog_posts')
      .select(['id', 'title', 'content'])
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('blog_posts')
      .set({ content: `${post.content}\n\n![The offsite](${uploaded.url})` })
      .where('id', '=', post.id)
      .execute();

    // A record in the trash keeps its image too: restored, it must find it.
    await t.db
      .insertInto('trash')
      .values({
        id: 'trash-1',
        kind: 'city',
        title: 'City Nagpur',
        snapshot: JSON.stringify({ city: { name: 'Nagpur', image: uploaded.url } }),
        deleted_at: new Date().toISOString(),
        deleted_by: null,
      })
      .execute();

    const [image] = await loadMedia(t.db, folderStorage(dir));
    expect(image?.uses.map((use) => use.what).sort()).toEqual(
      [`Author ${author.name}`, `Blog post ${post.title}`, 'In the trash: City Nagpur'].sort(),
    );
    const refused = await media.remove(adminRequest('DELETE', undefined, cookie), {
      name: uploaded.name,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain(`Author ${author.name}`);
    expect(await readdir(dir)).toContain(uploaded.name);

    await t.db
      .updateTable('authors')
      .set({ profile_image: '/images/authors/neha-iyer.webp' })
      .where('id', '=', author.id)
      .execute();
    await t.db
      .updateTable('blog_posts')
      .set({ content: post.content })
      .where('id', '=', post.id)
      .execute();
    await t.db.deleteFrom('trash').where('id', '=', 'trash-1').execute();
    const deleted = await media.remove(adminRequest('DELETE', undefined, cookie), {
      name: uploaded.name,
    });
    expect(deleted.status).toBe(200);
    expect(await readdir(dir)).not.toContain(uploaded.name);
    expect(await loadMedia(t.db, folderStorage(dir))).toEqual([]);
  });
});
