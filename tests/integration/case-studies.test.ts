import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { shownFigure } from '@/lib/case-studies/figures';
import type { Role } from '@/lib/admin/roles';
import { createBlogAdminApi } from '@/server/admin/blog/blog-admin-api';
import { figureHistory } from '@/server/case-studies/figure-history';
import { seedDatabase } from '@/server/db/seed';
import { listPublicPosts } from '@/server/queries/blog-posts';
import { getPostForEditing } from '@/server/queries/blog-admin';
import {
  caseStudiesOfClient,
  caseStudyDetail,
  listPublicCaseStudies,
} from '@/server/queries/case-studies';
import {
  clientAuditsOf,
  finishClientAudit,
  queueMonthlyClientAudits,
} from '@/server/queries/client-audits';
import { replaceClientSearchMonth } from '@/server/queries/client-search';
import { createClient, updateClient } from '@/server/queries/clients';
import { getPublicPostBySlug } from '@/server/queries/post-details';
import { deletePost } from '@/server/queries/post-writes';
import { restoreFromTrash } from '@/server/queries/trash';

import { adminRequest } from '../support/admin-request';
import { signedInAs } from '../support/admin-session';
import { clientData } from '../support/clients';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Case studies on both engines: written through the posts API by the content roles, each figure
// chosen from the client's stored history (a month without a value is refused), kept out of the
// blog, listed by service and city, naming the client only once its consent is recorded, and
// restored from the trash with its own fields.

const client = clientData({ services: ['local-seo'] });

describe.each(engines)('case studies on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createBlogAdminApi>;
  let clientId: string;
  let authorId: string;
  const cookies = {} as Record<Role, string>;
  const now = () => new Date().toISOString();

  const caseStudy = (changes: Record<string, unknown> = {}) => ({
    kind: 'case-study',
    title: 'A Jaipur jeweller found on Google again',
    slug: `jaipur-jeweller-${engine}`,
    excerpt: 'From a site Google could not read to the map pack.',
    content: '## What we found\n\nThe site told Google to stay out.',
    featured_image: '/images/blog/technical-seo-audit-guide.webp',
    author_id: authorId,
    status: 'published',
    case_client_id: clientId,
    case_description: 'a jeweller in Jaipur',
    case_services: ['local-seo'],
    case_city: 'jaipur',
    case_figures: [
      { metric: 'score', before: '2026-12', after: '2027-01' },
      { metric: 'clicks', before: '2026-12', after: '2027-01' },
    ],
    ...changes,
  });
  const create = (body: object, role: Role = 'editor') =>
    api.create(adminRequest('POST', body, cookies[role]), {});

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    for (const role of ['owner', 'sales', 'editor'] as const)
      cookies[role] = (await signedInAs(t.db, role, `Test ${role}`)).cookie;
    api = createBlogAdminApi({ db: t.db, uploads: null as never, revalidate: () => {} });
    authorId = (await t.db.selectFrom('authors').select('id').executeTakeFirstOrThrow()).id;
    const made = await createClient(t.db, client, { author: 'Sara', quoteId: null });
    if (!made.ok) throw new Error('not made');
    clientId = made.id;
    for (const [day, score] of [
      ['2026-12-01', 52],
      ['2027-01-01', 81],
    ] as const) {
      await queueMonthlyClientAudits(t.db, { today: day, day: 1 });
      const [audit] = await clientAuditsOf(t.db, clientId);
      await finishClientAudit(t.db, audit!.id, { score, report: null as never });
    }
    for (const [month, clicks] of [
      ['2026-12', 120],
      ['2027-01', 410],
    ] as const)
      await replaceClientSearchMonth(t.db, { clientId, month, kind: 'page' }, [
        {
          key: 'https://mehta-jewellers.example.in/',
          clicks,
          impressions: clicks * 20,
          position: 9,
        },
      ]);
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.db.deleteFrom('blog_posts').where('kind', '=', 'case-study').execute();
    await updateClient(t.db, clientId, client);
  });

  it('is written by the content roles, not by sales', async () => {
    expect((await create(caseStudy(), 'sales')).status).toBe(403);
    const made = await create(caseStudy());
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const editing = await getPostForEditing(t.db, id);
    expect(editing).toMatchObject({
      kind: 'case-study',
      case_client_id: clientId,
      case_description: 'a jeweller in Jaipur',
      case_services: ['local-seo'],
      case_city: 'jaipur',
    });
    expect(editing!.case_figures).toHaveLength(2);
  });

  it('takes its figures from the client’s history only', async () => {
    const history = await figureHistory(t.db, clientId);
    expect(
      shownFigure(history, { metric: 'score', before: '2026-12', after: '2027-01' }),
    ).toMatchObject({
      before: { value: '52/100' },
      after: { value: '81/100' },
      change: '+29 points',
      source: 'Source: the site’s monthly SEO audit',
      period: 'December 2026 to January 2027',
    });
    expect(
      shownFigure(history, { metric: 'clicks', before: '2026-12', after: '2027-01' }),
    ).toMatchObject({
      before: { value: '120' },
      after: { value: '410' },
      change: 'up 242%',
    });
    const missing = await create(
      caseStudy({ case_figures: [{ metric: 'clicks', before: '2026-11', after: '2027-01' }] }),
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      fieldErrors: {
        case_figures: [
          'Figure 1: The client’s history has no “Clicks from Google Search” for November 2026',
        ],
      },
    });
    const backwards = await create(
      caseStudy({ case_figures: [{ metric: 'score', before: '2027-01', after: '2026-12' }] }),
    );
    expect(backwards.status).toBe(400);
    const noClient = await create(caseStudy({ case_client_id: 'nobody' }));
    expect(noClient.status).toBe(400);
    const unknown = await create(
      caseStudy({ case_services: ['tarot-reading'], case_city: 'atlantis' }),
    );
    expect(((await unknown.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      case_services: ['Choose its services from the list'],
    });
    const nowhere = await create(caseStudy({ case_city: 'atlantis' }));
    expect(((await nowhere.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      case_city: ['Choose its city from the list'],
    });
    const incomplete = await create(caseStudy({ case_services: [], case_figures: [] }));
    expect(incomplete.status).toBe(400);
    expect(Object.keys(((await incomplete.json()) as { fieldErrors: object }).fieldErrors)).toEqual(
      ['case_services', 'case_figures'],
    );
    expect(await t.db.selectFrom('case_studies').selectAll().execute()).toEqual([]);
  });

  it('is kept out of the blog and listed by its service and city', async () => {
    await create(caseStudy());
    const slug = `jaipur-jeweller-${engine}`;
    expect(await getPublicPostBySlug(t.db, slug, now())).toBeNull();
    const blog = await listPublicPosts(t.db, { now: now(), page: 1, pageSize: 500 });
    expect(blog.posts.map((p) => p.slug)).not.toContain(slug);
    expect((await caseStudyDetail(t.db, { slug, now: now() }))?.title).toBe(
      'A Jaipur jeweller found on Google again',
    );
    const slugs = async (filter: { service?: string; city?: string }) =>
      (await listPublicCaseStudies(t.db, now(), filter)).map((s) => s.slug);
    expect(await slugs({})).toEqual([slug]);
    expect(await slugs({ service: 'local-seo' })).toEqual([slug]);
    expect(await slugs({ service: 'local-seo', city: 'jaipur' })).toEqual([slug]);
    expect(await slugs({ service: 'local-seo', city: 'pune' })).toEqual([]);
    expect(await slugs({ service: 'ppc-management' })).toEqual([]);
    await create(caseStudy({ slug: `draft-${engine}`, status: 'draft' }));
    expect(await slugs({})).toEqual([slug]);
  });

  it('names the client only once its consent is recorded', async () => {
    await create(caseStudy());
    const subject = async () => (await listPublicCaseStudies(t.db, now()))[0]!;
    expect(await subject()).toMatchObject({ subject: 'a jeweller in Jaipur', named: false });
    await updateClient(t.db, clientId, {
      ...client,
      namedConsent: 'E-mail from Rohan Mehta, 3 January 2027',
    });
    expect(await subject()).toMatchObject({ subject: 'Mehta Jewellers', named: true });
  });

  it('is listed on its client’s screen with its status', async () => {
    await create(caseStudy());
    await create(caseStudy({ slug: `draft-${engine}`, title: 'Still a draft', status: 'draft' }));
    const listed = await caseStudiesOfClient(t.db, clientId);
    expect(listed.map(({ title, status }) => [title, status]).sort()).toEqual([
      ['A Jaipur jeweller found on Google again', 'published'],
      ['Still a draft', 'draft'],
    ]);
  });

  it('comes back from the trash with its own fields', async () => {
    const { id } = (await (await create(caseStudy())).json()) as { id: string };
    const trashId = await deletePost(t.db, id, 'Test editor');
    expect(await t.db.selectFrom('case_studies').selectAll().execute()).toEqual([]);
    await restoreFromTrash(t.db, trashId!);
    expect((await getPostForEditing(t.db, id))?.case_description).toBe('a jeweller in Jaipur');
    expect(await listPublicCaseStudies(t.db, now())).toHaveLength(1);
  });
});
