import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { generate } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAccountApi } from '@/server/admin/account/account-api';
import { createAuthorsAdminApi } from '@/server/admin/authors/authors-admin-api';
import { createBlogAdminApi } from '@/server/admin/blog/blog-admin-api';
import { createCitiesAdminApi } from '@/server/admin/cities/cities-admin-api';
import { createClientReportApi } from '@/server/admin/clients/client-report-api';
import { createClientSearchApi } from '@/server/admin/clients/client-search-api';
import { createClientsAdminApi } from '@/server/admin/clients/clients-admin-api';
import { createCrawlersAdminApi } from '@/server/admin/crawlers/crawlers-admin-api';
import { createEmailTemplateAdminApi } from '@/server/admin/enquiries/email-template-admin-api';
import { createEnquiriesAdminApi } from '@/server/admin/enquiries/enquiries-admin-api';
import { createEnquiryAuditApi } from '@/server/admin/enquiries/enquiry-seo-audit-api';
import { createEnquirySettingsAdminApi } from '@/server/admin/enquiries/enquiry-settings-admin-api';
import { createHealthAdminApi } from '@/server/admin/health/health-admin-api';
import { createSearchConsoleApi } from '@/server/admin/insights/search-console-api';
import { createNotFoundAdminApi } from '@/server/admin/not-found/not-found-admin-api';
import {
  createOrderedListAdminApi,
  orderedListKinds,
} from '@/server/admin/ordered-lists/ordered-list-admin-api';
import { createPostEditorApi } from '@/server/admin/post-editor/post-editor-api';
import { createRedirectsAdminApi } from '@/server/admin/redirects/redirects-admin-api';
import { createServicesAdminApi } from '@/server/admin/services/services-admin-api';
import { createSettingsAdminApi } from '@/server/admin/settings/settings-admin-api';
import { createMailAdminApi } from '@/server/admin/mail/mail-admin-api';
import { createBackupsAdminApi } from '@/server/admin/backups/backups-admin-api';
import { createRestoreAdminApi } from '@/server/admin/backups/restore-admin-api';
import { createMediaAdminApi } from '@/server/admin/media/media-admin-api';
import { backupsFolder, listBackups } from '@/server/backups/backup-store';
import { createTrashAdminApi } from '@/server/admin/trash/trash-admin-api';
import { createUsersAdminApi } from '@/server/admin/users/users-admin-api';
import { createWebVitalsAdminApi } from '@/server/admin/web-vitals/web-vitals-admin-api';
import { listAudit } from '@/server/audit-log/audit-log';
import { hashNewPassword } from '@/server/auth/password-policy';
import { createSession, sessionFor } from '@/server/auth/sessions';
import { seedDatabase } from '@/server/db/seed/index';
import { getAuthorForEditing } from '@/server/queries/authors-admin';
import { getPostForEditing } from '@/server/queries/blog-admin';
import { getEnquirySettings } from '@/server/queries/enquiry-settings';
import { insertEnquiry } from '@/server/queries/enquiry-writes';
import { listRevisions } from '@/server/queries/post-revisions';
import { recordNotFound } from '@/server/queries/not-found-log';
import { getServiceForm } from '@/server/queries/services-admin';
import {
  getBusinessSettings,
  getCrawlerPolicy,
  getPageMeta,
  getWebVitalsSettings,
} from '@/server/queries/site-settings';
import { folderStorage } from '@/server/uploads/upload-storage';
import { createCallBookingsAdminApi } from '@/server/admin/call-bookings/call-bookings-admin-api';
import { createQuotesAdminApi } from '@/server/admin/quotes/quotes-admin-api';
import { freeDaysFrom } from '@/server/call-bookings/book-call';
import { defaultCallAvailability } from '@/lib/validation/call-availability';

import { signedInAs } from '../support/admin-session';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Every admin write route, called as the owner with a body it accepts: each writes one audit entry
// that names its record in words (never an API path or an id), and a preview or a refused request
// writes none. A write route added without a step here fails the first test.

const origin = 'http://admin.test';
const request = (
  method: string,
  body?: object | FormData | Blob | string,
  cookie = '',
  query = '',
) => {
  const headers = new Headers({ host: 'admin.test', origin, cookie });
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') payload = body;
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  return new Request(`${origin}/api/admin/walk${query}`, { method, headers, body: payload });
};

/** Not audited on purpose: signing in and out, accepting an invite, the preview and autosave. */
const UNAUDITED = [
  'POST /api/admin/login',
  'POST /api/admin/login/code',
  'POST /api/admin/logout',
  'POST /api/admin/invite',
  'POST /api/admin/markdown-preview',
  'PUT /api/admin/post-drafts/[key]',
  'DELETE /api/admin/post-drafts/[key]',
];

/** Every write route on disk, as 'METHOD /api/admin/...'. */
function writeRoutes(): string[] {
  const appDir = path.join(process.cwd(), 'src/app');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return walk(path.join(appDir, 'api/admin'))
    .filter((file) => file.endsWith('route.ts'))
    .flatMap((file) => {
      const url = `/${path.relative(appDir, path.dirname(file)).split(path.sep).join('/')}`;
      return [
        ...readFileSync(file, 'utf8').matchAll(
          /export (?:async )?function (POST|PUT|PATCH|DELETE)\b/g,
        ),
      ].map((m) => `${m[1]} ${url}`);
    })
    .sort();
}

/** An audit target in words: no API path, no id. */
const inWords = (target: string) =>
  !/api\/admin|(^|\/)[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}($|\/)|^[a-z-]+\/[\w-]/.test(target);

type Step = [route: string, target: string | RegExp, call: () => Promise<Response>];

// Friday 27 November 2026, 09:00 in India: the calls' availability offers the next weekday.
const callsNow = new Date('2026-11-27T03:30:00.000Z');

describe.each(engines)('the audit log of every admin write on %s', (engine) => {
  let t: TestDatabase;
  let cookie: string;
  let userId: string;
  let uploadsDir: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const steps: Step[] = [];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    ({ cookie, userId } = await signedInAs(t.db, 'owner', 'Asha Rao'));
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'audit-log-walk-'));
    // The stand-in for the in-memory database a backup cannot read: a site's, so it restores.
    await (
      await createTestDatabase('sqlite', { sqliteFile: path.join(uploadsDir, 'walk.db') })
    ).drop();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.stop();
    await t.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const entryCount = () => countRows(t.db, 'audit_log');
  const newest = async () => (await listAudit(t.db, { userId, page: 1 })).rows[0]!;

  it('has a step for every write route that is audited', () => {
    const walked = walkSteps().map(([route]) => route);
    expect([...new Set(walked)].sort()).toEqual(
      writeRoutes().filter((route) => !UNAUDITED.includes(route)),
    );
  });

  it('names the record of each write in words, one entry a write', async () => {
    for (const [route, target, call] of walkSteps()) {
      const before = await entryCount();
      const response = await call();
      expect(response.status, `${route}: ${await response.clone().text()}`).toBeLessThan(300);
      expect(await entryCount(), `${route} writes one entry`).toBe(before + 1);
      const entry = await newest();
      expect(inWords(entry.target), `${route}: ${entry.target}`).toBe(true);
      if (typeof target === 'string') expect(entry.target, route).toBe(target);
      else expect(entry.target, route).toMatch(target);
    }
  });

  it('writes no entry for a preview, a count before an erase, or a refused request', async () => {
    const apis = build();
    const before = await entryCount();
    const csv = 'name,state\nKochi Walk,Kerala\n';
    expect((await apis.cities.importCsv(request('POST', csv, cookie, '?check=1'), {})).status).toBe(
      200,
    );
    await insertEnquiry(t.db, {
      name: 'Count Only',
      email: 'count@example.in',
      service: 'seo',
      message: 'How much is stored?',
    });
    const count = await apis.enquirySettings.erase(
      request('POST', { email: 'count@example.in' }, cookie),
      {},
    );
    expect(count.status).toBe(200);
    expect(
      (await apis.redirects.create(request('POST', { source: '', target: '' }, cookie), {})).status,
    ).toBe(400);
    expect(await entryCount()).toBe(before);
  });

  function build() {
    const deps = { db: t.db, revalidate: () => {}, reloadRouting: async () => {} };
    // The walk's SQLite database lives in memory, which no backup can read: a file stands in.
    const backupDeps = {
      db: t.db,
      target:
        t.target.kind === 'sqlite'
          ? ({ kind: 'sqlite', file: path.join(uploadsDir, 'walk.db') } as const)
          : t.target,
      dataDir: uploadsDir,
    };
    return {
      account: createAccountApi({ db: t.db, issuer: () => Promise.resolve('Test Agency') }),
      authors: createAuthorsAdminApi(deps),
      blog: createBlogAdminApi({ ...deps, uploads: folderStorage(uploadsDir) }),
      cities: createCitiesAdminApi(deps),
      crawlers: createCrawlersAdminApi({ ...deps, botsChanged: () => {} }),
      emailTemplate: createEmailTemplateAdminApi(deps),
      enquiries: createEnquiriesAdminApi({
        db: t.db,
        notifyTo: () => Promise.resolve(['team@agency.test']),
        siteUrl: 'https://agency.test',
        deliverSoon: () => {},
      }),
      enquiryAudit: createEnquiryAuditApi({
        db: t.db,
        siteUrl: 'https://agency.test',
        auditSoon: () => {},
      }),
      enquirySettings: createEnquirySettingsAdminApi({ db: t.db, production: false }),
      callBookings: createCallBookingsAdminApi({
        db: t.db,
        refKey: () => Promise.resolve('walk-booking-ref-key-long-enough-000000'),
        siteUrl: 'https://agency.test',
        notifyTo: () => Promise.resolve(['team@agency.test']),
        now: () => callsNow,
      }),
      clients: createClientsAdminApi({ db: t.db }),
      clientSearch: createClientSearchApi({ db: t.db }),
      clientReport: createClientReportApi({ db: t.db, siteUrl: 'https://agency.test' }),
      quotes: createQuotesAdminApi({
        db: t.db,
        siteUrl: 'https://agency.test',
        notifyTo: () => Promise.resolve(['team@agency.test']),
      }),
      health: createHealthAdminApi({ db: t.db, origin: 'http://127.0.0.1:9' }),
      searchConsole: createSearchConsoleApi({
        ...deps,
        siteHost: 'ranksutra.in',
        sitePaths: () => Promise.resolve(new Set(['/'])),
      }),
      notFound: createNotFoundAdminApi(deps),
      testimonials: createOrderedListAdminApi(deps, orderedListKinds.testimonials),
      team: createOrderedListAdminApi(deps, orderedListKinds.team),
      faqs: createOrderedListAdminApi(deps, orderedListKinds.homeFaqs),
      postEditor: createPostEditorApi({ db: t.db, changed: () => {} }),
      redirects: createRedirectsAdminApi(deps),
      services: createServicesAdminApi(deps),
      settings: createSettingsAdminApi(deps),
      mail: createMailAdminApi(deps),
      media: createMediaAdminApi({
        db: t.db,
        uploads: folderStorage(uploadsDir),
        revalidate: () => {},
      }),
      backups: createBackupsAdminApi(backupDeps),
      restore: createRestoreAdminApi({ ...backupDeps, afterRestore: () => Promise.resolve() }),
      trash: createTrashAdminApi(deps),
      users: createUsersAdminApi({
        db: t.db,
        siteUrl: 'https://agency.test',
        mailLink: () => Promise.resolve(false),
      }),
      webVitals: createWebVitalsAdminApi(deps),
    };
  }

  /** The steps in an order where each finds what it needs: created first, deleted last. */
  function walkSteps(): Step[] {
    if (steps.length > 0) return steps;
    const api = build();
    const ids: Record<string, string> = {};
    const serviceId = async (slug: string) =>
      (
        await t.db
          .selectFrom('service_details')
          .select('id')
          .where('service_slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).id;
    const idOf = async (response: Response, key: string) => {
      const body = (await response.clone().json()) as Record<string, unknown>;
      const found = body.id ?? (body.user as { id?: string } | undefined)?.id ?? body.trashId;
      ids[key] = String(found);
      return response;
    };
    const trashOf = async (response: Response) => {
      const body = (await response.clone().json()) as { trashId?: string };
      if (body.trashId) ids.trash = body.trashId;
      return response;
    };
    const step = (route: string, target: string | RegExp, call: () => Promise<Response>) =>
      steps.push([route, target, call]);
    const W = (method: string, body?: object | FormData | Blob | string) =>
      request(method, body, cookie);

    const words = Array.from({ length: 170 }, (_, i) => `word${i}`).join(' ');

    // Account: the signed-in user's own.
    step('PATCH /api/admin/account', /^Account /, () =>
      api.account.saveProfile(W('PATCH', { name: 'Asha Rao' }), {}),
    );
    step('PUT /api/admin/account/password', /^Account /, async () => {
      const hash = await hashNewPassword('the walk password, long enough');
      await t.db
        .updateTable('admin_users')
        .set({ password_hash: hash })
        .where('id', '=', userId)
        .execute();
      return api.account.changePassword(
        W('PUT', {
          currentPassword: 'the walk password, long enough',
          newPassword: 'a long and unusual passphrase',
        }),
        {},
      );
    });
    step('POST /api/admin/account/two-factor', /^Account /, async () => {
      const response = await api.account.startTwoFactor(W('POST'), {});
      ids.secret = ((await response.clone().json()) as { secret: string }).secret;
      return response;
    });
    step('PUT /api/admin/account/two-factor', /^Account /, async () =>
      api.account.confirmTwoFactor(W('PUT', { code: await generate({ secret: ids.secret! }) }), {}),
    );
    step('POST /api/admin/account/recovery-codes', /^Account /, () =>
      api.account.replaceRecoveryCodes(
        W('POST', { currentPassword: 'a long and unusual passphrase' }),
        {},
      ),
    );
    step('DELETE /api/admin/account/two-factor', /^Account /, () =>
      api.account.turnOffTwoFactor(
        W('DELETE', { currentPassword: 'a long and unusual passphrase' }),
        {},
      ),
    );
    step('DELETE /api/admin/account/sessions/[id]', /^Account /, async () => {
      // Another session of the user (a second browser), ended from this one.
      await createSession(t.db, userId, { userAgent: 'other', ipAddress: '::1' });
      const sessions = await t.db
        .selectFrom('admin_sessions')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      const mine = await sessionFor(t.db, cookie.split('=')[1]);
      const other = sessions.find((s) => s.id !== mine?.sessionId);
      return api.account.endSession(W('DELETE'), { id: other!.id });
    });

    // Authors.
    step('POST /api/admin/authors', 'Author Walk Author', async () =>
      idOf(
        await api.authors.create(
          W('POST', {
            name: 'Walk Author',
            slug: 'walk-author',
            profile_image: '/images/authors/priya-sharma.webp',
            short_bio: 'Writes.',
            full_bio: 'Writes a lot.',
            linkedin: '',
            twitter: '',
            facebook: '',
            instagram: '',
            website: '',
          }),
          {},
        ),
        'author',
      ),
    );
    step('PUT /api/admin/authors/[id]', 'Author Walk Author', async () => {
      const author = (await getAuthorForEditing(t.db, ids.author!))!;
      return api.authors.update(W('PUT', { ...author, short_bio: 'Writes often.' }), {
        id: ids.author!,
      });
    });

    // The blog: a post created, edited, unpublished, restored to a revision, an image uploaded.
    const post = {
      title: 'The Walk Post',
      slug: 'the-walk-post',
      excerpt: 'A post of the walk.',
      content: '## Start\n\nText.',
      featured_image: '/images/blog/technical-seo-audit-guide.webp',
      author_id: '',
      category: 'SEO',
      tags: 'SEO',
      status: 'published',
      published_date: '',
      is_featured: false,
      meta_title: '',
      meta_description: '',
    };
    step('POST /api/admin/posts', 'Blog post The Walk Post', async () =>
      idOf(await api.blog.create(W('POST', { ...post, author_id: ids.author }), {}), 'post'),
    );
    step('PUT /api/admin/posts/[id]', 'Blog post The Walk Post', async () => {
      const { version } = (await getPostForEditing(t.db, ids.post!))!;
      return api.blog.update(
        W('PUT', { ...post, author_id: ids.author, excerpt: 'Edited.', version }),
        { id: ids.post! },
      );
    });
    step('PATCH /api/admin/posts/[id]', 'Blog post The Walk Post', async () => {
      const { version } = (await getPostForEditing(t.db, ids.post!))!;
      return api.blog.setStatus(W('PATCH', { status: 'draft', version }), { id: ids.post! });
    });
    step(
      'POST /api/admin/posts/[id]/revisions/[revisionId]',
      'Blog post The Walk Post',
      async () => {
        const [revision] = await listRevisions(t.db, ids.post!);
        const { version } = (await getPostForEditing(t.db, ids.post!))!;
        return api.postEditor.restore(W('POST', { version }), {
          id: ids.post!,
          revisionId: revision!.id,
        });
      },
    );
    step('POST /api/admin/uploads', /^Image \/uploads\/.+\.webp$/, async () => {
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new File([new Uint8Array(png)], 'walk.png', { type: 'image/png' }));
      const response = await api.blog.upload(W('POST', form), {});
      ids.image = String(((await response.clone().json()) as { name?: string }).name);
      return response;
    });
    step('PATCH /api/admin/media/[name]', /^Image [0-9a-f-]{36}\.webp$/, () =>
      api.media.saveAlt(W('PATCH', { alt: 'A square of the walk' }), { name: ids.image! }),
    );
    step('DELETE /api/admin/media/[name]', /^Image [0-9a-f-]{36}\.webp$/, () =>
      api.media.remove(W('DELETE'), { name: ids.image! }),
    );
    step('DELETE /api/admin/posts/[id]', 'Blog post The Walk Post', () =>
      api.blog.remove(W('DELETE'), { id: ids.post! }),
    );
    step('DELETE /api/admin/authors/[id]', 'Author Walk Author', () =>
      api.authors.remove(W('DELETE', { successor_id: '' }), { id: ids.author! }),
    );

    // Services, cities and their pages.
    step('POST /api/admin/services', 'Service Walk SEO', async () => {
      const seo = (await getServiceForm(t.db, await serviceId('seo')))!.values;
      return idOf(
        await api.services.create(
          W('POST', { ...seo, service_name: 'Walk SEO', service_slug: 'walk-seo' }),
          {},
        ),
        'service',
      );
    });
    step('PUT /api/admin/services/[id]', 'Service Walk SEO', async () => {
      const form = (await getServiceForm(t.db, ids.service!))!.values;
      return api.services.update(W('PUT', { ...form, hero_heading: 'Walked' }), {
        id: ids.service!,
      });
    });
    step('DELETE /api/admin/services/[id]', 'Service Walk SEO', () =>
      api.services.remove(W('DELETE'), { id: ids.service! }),
    );
    const city = {
      name: 'Walk City',
      state: 'Goa',
      slug: 'walk-city',
      description: '',
      image: '',
      latitude: '15.49093',
      longitude: '73.82785',
      featured: false,
    };
    step('POST /api/admin/cities', 'City Walk City', async () =>
      idOf(await api.cities.create(W('POST', city), {}), 'city'),
    );
    step('PUT /api/admin/cities/[id]', 'City Walk City', () =>
      api.cities.update(W('PUT', { ...city, description: 'By the sea.' }), { id: ids.city! }),
    );
    step('PUT /api/admin/cities/[id]/pages/[service]', 'PPC Management page for Walk City', () =>
      api.cities.savePage(
        W('PUT', {
          h1_title: 'PPC Services in Walk City',
          meta_title: 'PPC Agency in Walk City',
          meta_description: 'Google Ads for Walk City businesses.',
          intro_paragraph: `Walk City ${words}`,
          services_offered: [{ title: 'Search campaigns', description: 'Ads.' }],
          faq: [{ question: 'How soon?', answer: 'Within a week.' }],
          testimonials: [],
        }),
        { id: ids.city!, service: 'ppc' },
      ),
    );
    step('DELETE /api/admin/cities/[id]/pages/[service]', /page for Walk City$/, () =>
      api.cities.removePage(W('DELETE'), { id: ids.city!, service: 'ppc' }),
    );
    step('POST /api/admin/cities/pages', 'SEO pages of 1 cities, from a template', () =>
      api.cities.fillFromTemplate(
        W('POST', {
          service: 'seo',
          filters: '?q=walk-city',
          h1_title: 'SEO Services in {city}',
          meta_title: 'SEO in {city}, {state}',
          meta_description:
            'Search engine optimisation for businesses in {city}, {state} and more.',
          intro_paragraph: `Customers in {city} search before they buy. ${words}`,
          services_offered: [{ title: 'Local SEO in {city}', description: 'Maps and reviews.' }],
          faq: [{ question: 'Do you work in {city}?', answer: 'Yes.' }],
        }),
        {},
      ),
    );
    step('POST /api/admin/cities/import', '1 cities imported', () =>
      api.cities.importCsv(W('POST', 'name,state\nWalk Town,Kerala\n'), {}),
    );
    step('DELETE /api/admin/cities/[id]', 'City Walk City', async () =>
      trashOf(await api.cities.remove(W('DELETE'), { id: ids.city! })),
    );

    // The trash: the city back, then a deleted testimonial for good, then everything.
    step('POST /api/admin/trash/[id]/restore', 'City Walk City', () =>
      api.trash.restore(W('POST'), { id: ids.trash! }),
    );

    // Ordered lists.
    const testimonial = {
      quote: 'Walked in, ranked.',
      author: 'Walk Client',
      role: '',
      company: 'Walk Co',
      rating: 5,
      hidden: false,
    };
    step('POST /api/admin/testimonials', 'Testimonial by Walk Client', async () =>
      idOf(await api.testimonials.create(W('POST', testimonial), {}), 'testimonial'),
    );
    step('PUT /api/admin/testimonials/[id]', 'Testimonial by Walk Client', () =>
      api.testimonials.update(W('PUT', { ...testimonial, quote: 'Ranked.' }), {
        id: ids.testimonial!,
      }),
    );
    step('PATCH /api/admin/testimonials/[id]', 'Testimonial by Walk Client', () =>
      api.testimonials.setVisibility(W('PATCH', { hidden: true }), { id: ids.testimonial! }),
    );
    step('POST /api/admin/testimonials/[id]/move', 'Testimonial by Walk Client', () =>
      api.testimonials.move(W('POST', { direction: -1 }), { id: ids.testimonial! }),
    );
    step('DELETE /api/admin/testimonials/[id]', 'Testimonial by Walk Client', async () =>
      trashOf(await api.testimonials.remove(W('DELETE'), { id: ids.testimonial! })),
    );
    step('DELETE /api/admin/trash/[id]', 'Testimonial by Walk Client, from the trash', () =>
      api.trash.remove(W('DELETE'), { id: ids.trash! }),
    );
    const member = {
      name: 'Walk Lead',
      role: 'Head of Walks',
      bio: 'Leads the walks.',
      image: '/images/team/rahul-verma.webp',
      hidden: false,
    };
    step('POST /api/admin/leadership', 'Leadership member Walk Lead', async () =>
      idOf(await api.team.create(W('POST', member), {}), 'member'),
    );
    step('PUT /api/admin/leadership/[id]', 'Leadership member Walk Lead', () =>
      api.team.update(W('PUT', { ...member, bio: 'Walks.' }), { id: ids.member! }),
    );
    step('PATCH /api/admin/leadership/[id]', 'Leadership member Walk Lead', () =>
      api.team.setVisibility(W('PATCH', { hidden: true }), { id: ids.member! }),
    );
    step('POST /api/admin/leadership/[id]/move', 'Leadership member Walk Lead', () =>
      api.team.move(W('POST', { direction: -1 }), { id: ids.member! }),
    );
    step('DELETE /api/admin/leadership/[id]', 'Leadership member Walk Lead', () =>
      api.team.remove(W('DELETE'), { id: ids.member! }),
    );
    const faq = { question: 'Do you walk?', answer: 'Every day.', hidden: false };
    step('POST /api/admin/faqs/[page]', 'FAQ Do you walk?', async () =>
      idOf(await api.faqs.create(W('POST', faq), {}), 'faq'),
    );
    step('PUT /api/admin/faqs/[page]/[id]', 'FAQ Do you walk?', () =>
      api.faqs.update(W('PUT', { ...faq, answer: 'Daily.' }), { id: ids.faq! }),
    );
    step('PATCH /api/admin/faqs/[page]/[id]', 'FAQ Do you walk?', () =>
      api.faqs.setVisibility(W('PATCH', { hidden: true }), { id: ids.faq! }),
    );
    step('POST /api/admin/faqs/[page]/[id]/move', 'FAQ Do you walk?', () =>
      api.faqs.move(W('POST', { direction: -1 }), { id: ids.faq! }),
    );
    step('DELETE /api/admin/faqs/[page]/[id]', 'FAQ Do you walk?', () =>
      api.faqs.remove(W('DELETE'), { id: ids.faq! }),
    );
    step('DELETE /api/admin/trash', 'Everything in the trash', () =>
      api.trash.empty(W('DELETE'), {}),
    );

    // Search: redirects, the 404 log, the site-health crawl.
    const redirect = { source: '/walk-old', target: '/contact', type: 301, note: '' };
    step('POST /api/admin/redirects', 'Redirect of /walk-old', async () =>
      idOf(await api.redirects.create(W('POST', redirect), {}), 'redirect'),
    );
    step('PUT /api/admin/redirects/[id]', 'Redirect of /walk-old', () =>
      api.redirects.update(W('PUT', { ...redirect, note: 'Walked' }), { id: ids.redirect! }),
    );
    step('DELETE /api/admin/redirects/[id]', 'Redirect of /walk-old', () =>
      api.redirects.remove(W('DELETE'), { id: ids.redirect! }),
    );
    step('POST /api/admin/redirects/import', '1 redirects imported from a CSV', () =>
      api.redirects.importCsv(W('POST', 'source,target,type\n/walk-gone,/blog,301\n'), {}),
    );
    // A rename leaves the old address redirecting; the owner then removes that redirect.
    step('PUT /api/admin/cities/[id]', 'City Walk City', () =>
      api.cities.update(W('PUT', { ...city, slug: 'walk-city-new' }), { id: ids.city! }),
    );
    step(
      'DELETE /api/admin/redirects/automatic/[kind]/[alias]',
      'Redirect of the old city address walk-city',
      () => api.redirects.removeAutomatic(W('DELETE'), { kind: 'city', alias: 'walk-city' }),
    );
    step('PATCH /api/admin/not-found', '404 path /walk-missing', async () => {
      const now = new Date().toISOString();
      await recordNotFound(
        t.db,
        new Map([
          [
            '/walk-missing',
            { count: 1, first: now, last: now, referrer: '', bot: false, probe: false },
          ],
        ]),
      );
      return api.notFound.resolve(W('PATCH', { path: '/walk-missing' }), {});
    });
    step('POST /api/admin/health', 'Site-health crawl', () => api.health.start(W('POST'), {}));

    // Site settings.
    step('PUT /api/admin/settings', 'Business settings', async () =>
      api.settings.saveBusiness(W('PUT', await getBusinessSettings(t.db)), {}),
    );
    step('PUT /api/admin/settings/pages', 'Page titles and descriptions', async () =>
      api.settings.savePageMeta(W('PUT', await getPageMeta(t.db)), {}),
    );
    step('PUT /api/admin/mail', 'Mail settings', () =>
      api.mail.save(
        W('PUT', {
          host: '127.0.0.1',
          port: '1',
          security: 'none',
          user: 'site@example.in',
          password: 'walk-password-123',
          from: '',
        }),
        {},
      ),
    );
    // Nothing listens on port 1 of this machine: the test e-mail fails, and is logged all the same.
    step('POST /api/admin/mail/test', 'Test e-mail to owner@example.in', () =>
      api.mail.sendTest(W('POST', { to: 'owner@example.in' }), {}),
    );
    step('PUT /api/admin/crawlers', 'Crawler policy', async () =>
      api.crawlers.savePolicy(W('PUT', await getCrawlerPolicy(t.db)), {}),
    );
    step('PUT /api/admin/web-vitals', 'Core Web Vitals sampling', async () =>
      api.webVitals.saveSettings(W('PUT', await getWebVitalsSettings(t.db)), {}),
    );

    // Enquiries.
    step('PATCH /api/admin/enquiries/[id]', 'Enquiry from Walk Visitor', async () => {
      ids.enquiry = await insertEnquiry(t.db, {
        name: 'Walk Visitor',
        email: 'walk@example.in',
        service: 'seo',
        message: 'Walk with us.',
        website: 'https://walk.example.in',
      });
      return api.enquiries.setStatus(W('PATCH', { status: 'contacted' }), { id: ids.enquiry });
    });
    step(
      'POST /api/admin/enquiries/[id]/audit',
      'SEO audit for the enquiry from Walk Visitor',
      () => api.enquiryAudit.runAgain(W('POST', {}), { id: ids.enquiry! }),
    );
    step('PUT /api/admin/call-bookings/availability', 'Call availability', () =>
      api.callBookings.saveAvailability(
        W('PUT', { ...defaultCallAvailability, noticeHours: 2 }),
        {},
      ),
    );
    step(
      'POST /api/admin/enquiries/[id]/call-booking',
      'Call for the enquiry from Walk Visitor',
      async () => {
        const [day] = await freeDaysFrom(t.db, callsNow);
        return api.callBookings.bookForEnquiry(W('POST', { slot: day!.slots[0]!.startsAt }), {
          id: ids.enquiry!,
        });
      },
    );
    step('DELETE /api/admin/call-bookings/[id]', /^Call with Walk Visitor on /, async () => {
      const call = await t.db.selectFrom('call_bookings').select('id').executeTakeFirstOrThrow();
      return api.callBookings.cancel(W('DELETE'), { id: call.id });
    });
    const walkQuote = {
      clientName: 'Walk Visitor',
      clientState: '27',
      clientGstin: '',
      lines: [{ description: 'Local SEO', quantity: 3, unitPrice: 41000, period: 'month' }],
      discount: 0,
      notes: '',
      validUntil: '2099-12-31',
    };
    step(
      'POST /api/admin/enquiries/[id]/quotes',
      /^Quote Q\/\d{4}-\d{2}\/0001 for Walk Visitor$/,
      async () => {
        const response = await api.quotes.create(W('POST', walkQuote), { id: ids.enquiry! });
        ids.quote = ((await response.clone().json()) as { id: string }).id;
        return response;
      },
    );
    step('PUT /api/admin/quotes/[id]', /^Quote Q\/.+ for Walk Visitor$/, () =>
      api.quotes.update(W('PUT', { ...walkQuote, discount: 1000 }), { id: ids.quote! }),
    );
    step('POST /api/admin/quotes/[id]/send', /^Quote Q\/.+ for Walk Visitor$/, () =>
      api.quotes.send(W('POST'), { id: ids.quote! }),
    );
    const walkClient = {
      name: 'Walk Jewellers',
      website: 'https://walk-jewellers.example.in',
      contactName: 'Walk Visitor',
      contactEmail: 'walk@example.in',
      contactPhone: '',
      reach: 'local',
      services: ['local-seo'],
      monthlyFee: 41000,
      startedOn: '2026-12-01',
      enquiryId: null,
    };
    step('POST /api/admin/clients', 'Client Walk Jewellers', async () => {
      const response = await api.clients.create(W('POST', walkClient), {});
      ids.client = ((await response.clone().json()) as { id: string }).id;
      return response;
    });
    step('PUT /api/admin/clients/[id]', 'Client Walk Jewellers', () =>
      api.clients.update(W('PUT', { ...walkClient, monthlyFee: 45000 }), { id: ids.client! }),
    );
    step('POST /api/admin/clients/[id]/status', 'Client Walk Jewellers', () =>
      api.clients.changeStatus(W('POST', { status: 'paused', on: '2027-01-01' }), {
        id: ids.client!,
      }),
    );
    step(
      'POST /api/admin/clients/[id]/search-console',
      'Search Console queries of Walk Jewellers, 2026-11',
      () =>
        api.clientSearch.importMonth(
          request(
            'POST',
            'Top queries,Clicks,Impressions,CTR,Position\nwalk jewellers,3,40,7.5%,2.1',
            cookie,
            '?month=2026-11',
          ),
          { id: ids.client! },
        ),
    );
    step('POST /api/admin/clients/[id]/work-log', 'Client Walk Jewellers', async () => {
      const response = await api.clientReport.addWork(
        W('POST', { doneOn: '2026-12-02', note: 'Wrote the home page’s title.' }),
        { id: ids.client! },
      );
      ids.clientWork = ((await response.clone().json()) as { id: string }).id;
      return response;
    });
    step('DELETE /api/admin/clients/[id]/work-log/[entryId]', 'Client Walk Jewellers', () =>
      api.clientReport.deleteWork(W('DELETE'), { id: ids.client!, entryId: ids.clientWork! }),
    );
    step('POST /api/admin/clients/[id]/report-mail', 'Client Walk Jewellers', () =>
      api.clientReport.sendMail(W('POST'), { id: ids.client! }),
    );
    step('POST /api/admin/clients/[id]/report-link', 'Client Walk Jewellers', () =>
      api.clientReport.replaceLink(W('POST'), { id: ids.client! }),
    );
    step('PUT /api/admin/clients/audit-schedule', 'The clients’ monthly audit day', () =>
      api.clients.saveAuditSchedule(W('PUT', { day: 5 }), {}),
    );
    step('POST /api/admin/enquiries/[id]/notes', 'Enquiry from Walk Visitor', () =>
      api.enquiries.note(W('POST', { note: 'Called.' }), { id: ids.enquiry! }),
    );
    step('POST /api/admin/enquiries/[id]/not-spam', 'Enquiry from Walk Spammer', async () => {
      const spam = await insertEnquiry(t.db, {
        name: 'Walk Spammer',
        email: 'spam@example.in',
        service: 'seo',
        message: 'Buy now.',
        spamReason: 'honeypot',
      });
      return api.enquiries.notSpam(W('POST'), { id: spam });
    });
    step('DELETE /api/admin/enquiries/[id]', 'Enquiry from Walk Visitor', () =>
      api.enquiries.remove(W('DELETE'), { id: ids.enquiry! }),
    );
    step('PUT /api/admin/enquiries/email-template', 'Notification e-mail template', () =>
      api.emailTemplate.save(
        W('PUT', { subject: 'New: {{name}}', body: '<p>{{message}}</p>' }),
        {},
      ),
    );
    step('PUT /api/admin/enquiries/settings', 'Enquiry settings', async () => {
      return api.enquirySettings.save(
        W('PUT', {
          ...(await getEnquirySettings(t.db)),
          webhookUrl: receiver.url,
          webhookSecret: 'a webhook secret of the walk',
          allowPrivateWebhook: true,
        }),
        {},
      );
    });
    step('POST /api/admin/enquiries/settings/webhook-test', 'Test of the webhook', () =>
      api.enquirySettings.testWebhook(W('POST'), {}),
    );
    step('POST /api/admin/enquiries/erase', 'Personal data, erased on request', () =>
      api.enquirySettings.erase(W('POST', { email: 'spam@example.in', confirm: true }), {}),
    );
    step('POST /api/admin/search-console', 'Search Console pages, 2026-10-01 to 2026-10-31', () =>
      api.searchConsole.importCsv(
        new Request(`${origin}/api/admin/search-console?since=2026-10-01&until=2026-10-31`, {
          method: 'POST',
          headers: { host: 'admin.test', origin, cookie, 'content-type': 'text/csv' },
          body: readFileSync(path.join(process.cwd(), 'tests/fixtures/search-console/Pages.csv')),
        }),
        {},
      ),
    );

    // Users and the team's settings.
    step('POST /api/admin/users', 'User walker@agency.test', async () =>
      idOf(
        await api.users.invite(W('POST', { email: 'walker@agency.test', role: 'editor' }), {}),
        'user',
      ),
    );
    step('POST /api/admin/users/[id]/link', 'User walker@agency.test', () =>
      api.users.newLink(W('POST'), { id: ids.user! }),
    );
    step('PATCH /api/admin/users/[id]', 'User walker@agency.test', () =>
      api.users.update(W('PATCH', { role: 'sales' }), { id: ids.user! }),
    );
    step('DELETE /api/admin/users/[id]', 'User walker@agency.test', () =>
      api.users.cancelInvite(W('DELETE'), { id: ids.user! }),
    );
    step('POST /api/admin/backups', /^Backup site-backup-[\d-]+\.tar\.gz$/, () =>
      api.backups.backUpNow(W('POST'), {}),
    );
    step('PUT /api/admin/backups/schedule', 'Backup schedule', () =>
      api.backups.saveSchedule(W('PUT', { daily: true, hour: '3', keep: '7' }), {}),
    );
    step('POST /api/admin/backups/restore', /^Backup of .+ IST$/, async () => {
      const [newest] = await listBackups(backupsFolder(uploadsDir));
      const archive = await readFile(path.join(backupsFolder(uploadsDir), newest!.name));
      const response = await api.restore.check(W('POST', new Blob([archive])), {});
      ids.restore = String(((await response.clone().json()) as { id?: string }).id);
      return response;
    });
    step('POST /api/admin/backups/restore/[id]', /^Backup of .+ IST$/, () =>
      api.restore.apply(W('POST'), { id: ids.restore! }),
    );
    step('PUT /api/admin/account-policy', 'Account policy', () =>
      api.users.saveSettings(
        W('PUT', {
          requireTwoFactor: false,
          auditRetentionDays: 400,
          salesMayDeleteEnquiries: true,
        }),
        {},
      ),
    );
    return steps;
  }
});
