import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBlogAdminApi } from '@/server/admin/blog/blog-admin-api';
import { createPostEditorApi } from '@/server/admin/post-editor/post-editor-api';
import { seedDatabase } from '@/server/db/seed';
import { REVISIONS_KEPT } from '@/server/queries/post-revisions';
import { folderStorage } from '@/server/uploads/upload-storage';

import { signedInAs } from '../support/admin-session';
import { adminRequest as request } from '../support/admin-request';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

type Json = Record<string, unknown>;
type RevisionRow = { id: string; version: number; savedBy: string; savedAt: string };
/** Every answer these tests read, in one loose shape. */
type Answer = {
  id: string;
  version: number;
  error: string;
  conflict: { version: number };
  revisions: RevisionRow[];
  revision: RevisionRow & { fields: Json };
  post: Json;
  draft: { fields: Json; baseVersion: number | null } | null;
};
const body = async (response: Response) => (await response.json()) as Answer;

describe.each(engines)('post editor on %s', (engine) => {
  let t: TestDatabase;
  let blog: ReturnType<typeof createBlogAdminApi>;
  let editor: ReturnType<typeof createPostEditorApi>;
  let cookie: string;
  let authorId: string;
  let changes = 0;

  const post = (changes: Json = {}) => ({
    title: 'Reels for Jaipur Jewellers',
    slug: `reels-jaipur-jewellers-${engine}`,
    excerpt: 'Short video that sells.',
    content: '## Hooks\n\nThe first second decides.',
    featured_image: '/images/blog/technical-seo-audit-guide.webp',
    author_id: authorId,
    status: 'published',
    ...changes,
  });
  const save = (id: string, version: number, changes: Json = {}) =>
    blog.update(request('PUT', post({ ...changes, version }), cookie), { id });

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    blog = createBlogAdminApi({
      db: t.db,
      uploads: folderStorage('/nonexistent'),
      revalidate: () => {},
    });
    editor = createPostEditorApi({ db: t.db, changed: () => changes++ });
    ({ cookie } = await signedInAs(t.db));
    authorId = (await t.db.selectFrom('authors').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.drop();
  });

  const create = async (changes: Json = {}) => {
    const created = await blog.create(request('POST', post(changes), cookie), {});
    expect(created.status).toBe(201);
    return (await body(created)).id;
  };

  it('keeps a revision of every save, newest first, with who, when and the fields', async () => {
    const id = await create({ slug: `revisions-${engine}` });
    expect((await save(id, 1, { slug: `revisions-${engine}`, title: 'Second title' })).status).toBe(
      200,
    );
    const { revisions } = await body(
      await editor.revisions(request('GET', undefined, cookie), { id }),
    );
    expect(revisions.map((r) => r.version)).toEqual([2, 1]);
    expect(revisions[0]).toMatchObject({ savedBy: 'Test owner' });
    expect(Date.parse(revisions[0]!.savedAt)).toBeGreaterThan(0);
    const first = await body(
      await editor.revision(request('GET', undefined, cookie), {
        id,
        revisionId: revisions[1]!.id,
      }),
    );
    expect(first.revision.fields).toMatchObject({ title: 'Reels for Jaipur Jewellers' });
  });

  it(`keeps only the last ${REVISIONS_KEPT} revisions of a post`, async () => {
    const id = await create({ slug: `pruned-${engine}` });
    for (let version = 1; version <= REVISIONS_KEPT + 4; version++)
      expect(
        (await save(id, version, { slug: `pruned-${engine}`, excerpt: `v${version}` })).status,
      ).toBe(200);
    const { revisions } = await body(
      await editor.revisions(request('GET', undefined, cookie), { id }),
    );
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions[0]!.version).toBe(REVISIONS_KEPT + 5);
    expect(revisions.at(-1)?.version).toBe(6);
    const stored = await t.db
      .selectFrom('blog_post_revisions')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('post_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(REVISIONS_KEPT);
  });

  it('refuses a save from a stale version with a clear conflict, and changes nothing', async () => {
    const id = await create({ slug: `conflict-${engine}` });
    expect((await save(id, 1, { slug: `conflict-${engine}`, title: 'Tab one' })).status).toBe(200);
    const stale = await save(id, 1, { slug: `conflict-${engine}`, title: 'Tab two' });
    expect(stale.status).toBe(409);
    const answer = await body(stale);
    expect(answer.conflict).toEqual({ version: 2 });
    expect(answer.error).toContain('Someone saved this post in another tab or browser');
    const current = await body(await blog.getPost(request('GET', undefined, cookie), { id }));
    expect(current.post).toMatchObject({ title: 'Tab one', version: 2 });
    expect((await save(id, 2, { slug: `conflict-${engine}`, title: 'Tab two' })).status).toBe(200);
    expect((await save(id, 3)).status).toBe(200);
    expect((await blog.update(request('PUT', post(), cookie), { id })).status).toBe(400);
  });

  it('restores a revision as a new save, keeping the post’s status', async () => {
    const id = await create({ slug: `restore-${engine}`, content: 'First text.' });
    await save(id, 1, { slug: `restore-${engine}`, content: 'Second text.', status: 'draft' });
    const { revisions } = await body(
      await editor.revisions(request('GET', undefined, cookie), { id }),
    );
    const oldest = revisions.at(-1)!.id;
    const stale = await editor.restore(request('POST', { version: 1 }, cookie), {
      id,
      revisionId: oldest,
    });
    expect(stale.status).toBe(409);
    const restored = await editor.restore(request('POST', { version: 2 }, cookie), {
      id,
      revisionId: oldest,
    });
    expect(restored.status).toBe(200);
    expect((await body(restored)).version).toBe(3);
    const current = await body(await blog.getPost(request('GET', undefined, cookie), { id }));
    expect(current.post).toMatchObject({ content: 'First text.', status: 'draft', version: 3 });
    expect(changes).toBeGreaterThan(0);
    const missing = await editor.restore(request('POST', { version: 3 }, cookie), {
      id,
      revisionId: 'nope',
    });
    expect(missing.status).toBe(404);
  });

  it('keeps a draft copy, offers it while it is newer than the post, and drops it on save', async () => {
    const id = await create({ slug: `draft-${engine}` });
    const fields = {
      title: 'A title far too long for a post? '.repeat(10),
      content: 'Half a thou',
    };
    const saved = await editor.writeDraft(request('PUT', { fields, base_version: 1 }, cookie), {
      key: id,
    });
    expect(saved.status).toBe(200);
    const opened = await body(await blog.getPost(request('GET', undefined, cookie), { id }));
    expect(opened.draft).toMatchObject({ fields, baseVersion: 1 });

    expect((await save(id, 1, { slug: `draft-${engine}` })).status).toBe(200);
    const reopened = await body(await blog.getPost(request('GET', undefined, cookie), { id }));
    expect(reopened.draft).toBeNull();
    expect(await countRows(t.db, 'blog_post_drafts')).toBe(0);
  });

  it('keeps each person’s unsaved draft to that person', async () => {
    const other = await signedInAs(t.db, 'editor', 'Second Author');
    const write = (who: string, title: string, key = 'new') =>
      editor.writeDraft(request('PUT', { fields: { title }, base_version: null }, who), { key });
    const read = async (who: string, key = 'new') =>
      (await body(await editor.readDraft(request('GET', undefined, who), { key }))).draft;
    expect((await write(cookie, 'Mine')).status).toBe(200);
    expect(await read(other.cookie)).toBeNull();
    expect((await write(other.cookie, 'Theirs')).status).toBe(200);
    expect((await read(cookie))?.fields).toEqual({ title: 'Mine' });
    expect((await read(other.cookie))?.fields).toEqual({ title: 'Theirs' });
    // Creating a post ends its author's draft copy only.
    await create({ slug: `own-draft-${engine}` });
    expect(await read(cookie)).toBeNull();
    expect((await read(other.cookie))?.fields).toEqual({ title: 'Theirs' });
    await editor.discardDraft(request('DELETE', undefined, other.cookie), { key: 'new' });
  });

  it('keeps the create form’s draft under new, and refuses a draft for no such post', async () => {
    const fields = { title: 'Not yet created' };
    expect(
      (
        await editor.writeDraft(request('PUT', { fields, base_version: null }, cookie), {
          key: 'new',
        })
      ).status,
    ).toBe(200);
    const read = await body(
      await editor.readDraft(request('GET', undefined, cookie), { key: 'new' }),
    );
    expect(read.draft?.fields).toEqual(fields);
    expect(
      (await editor.discardDraft(request('DELETE', undefined, cookie), { key: 'new' })).status,
    ).toBe(204);
    expect(
      (await body(await editor.readDraft(request('GET', undefined, cookie), { key: 'new' }))).draft,
    ).toBeNull();
    expect(
      (
        await editor.writeDraft(request('PUT', { fields, base_version: 1 }, cookie), {
          key: 'nope',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await editor.writeDraft(
          request('PUT', { fields: { content: 5 }, base_version: 1 }, cookie),
          { key: 'new' },
        )
      ).status,
    ).toBe(400);
  });

  it('refuses every editor call without a session', async () => {
    const calls = [
      editor.revisions(request('GET'), { id: 'x' }),
      editor.revision(request('GET'), { id: 'x', revisionId: 'y' }),
      editor.restore(request('POST', { version: 1 }), { id: 'x', revisionId: 'y' }),
      editor.readDraft(request('GET'), { key: 'new' }),
      editor.writeDraft(request('PUT', { fields: {}, base_version: null }), { key: 'new' }),
      editor.discardDraft(request('DELETE'), { key: 'new' }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);
  });

  it('audits saves and restores under the user’s name, but not the autosaved draft copies', async () => {
    const rows = (
      await t.db.selectFrom('audit_log').select(['actor', 'action', 'fields']).execute()
    ).map((r) => ({ ...r, fields: String(JSON.stringify(r.fields)) }));
    expect(rows.some((r) => r.action === 'created' && r.fields.includes('title'))).toBe(true);
    // A draft copy's body is { fields, base_version }.
    expect(rows.some((r) => r.fields.includes('base_version'))).toBe(false);
    expect(rows.every((r) => r.actor.startsWith('Test owner'))).toBe(true);
  });
});
