import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type APIRequestContext } from '@playwright/test';

import { personContext, signInAsOwner, teamMember } from './support/team';
import { runOnOwnSite } from './support/own-site';

runOnOwnSite(test, 'access-control');

// Every admin page and API route, called as each role and as nobody. The table below is the
// access rule written out: a route or page without an entry fails the first test.

type Role = 'owner' | 'admin' | 'editor' | 'sales';
type Area = keyof typeof WHO;

const WHO = {
  enquiries: ['owner', 'admin', 'sales'],
  content: ['owner', 'admin', 'editor'],
  site: ['owner', 'admin'],
  users: ['owner', 'admin'],
  team: ['owner'],
  backups: ['owner'],
  account: ['owner', 'admin', 'editor', 'sales'],
  /** Deleting enquiries: Sales only once the owner allows it in the account policy. */
  'enquiry-delete': ['owner', 'admin'],
  /** Sign-in and the invite: no session needed (logout ends it, so only nobody calls it). */
  public: [],
} as const satisfies Record<string, readonly Role[]>;

const API: Record<string, Area> = {
  'PATCH /api/admin/account': 'account',
  'PUT /api/admin/account/password': 'account',
  'POST /api/admin/account/recovery-codes': 'account',
  'DELETE /api/admin/account/sessions/[id]': 'account',
  'POST /api/admin/account/two-factor': 'account',
  'PUT /api/admin/account/two-factor': 'account',
  'DELETE /api/admin/account/two-factor': 'account',
  'POST /api/admin/authors': 'content',
  'GET /api/admin/authors/[id]': 'content',
  'PUT /api/admin/authors/[id]': 'content',
  'DELETE /api/admin/authors/[id]': 'content',
  'POST /api/admin/cities': 'content',
  'PUT /api/admin/cities/[id]': 'content',
  'POST /api/admin/cities/import': 'content',
  'POST /api/admin/cities/pages': 'content',
  'DELETE /api/admin/cities/[id]': 'content',
  'PUT /api/admin/cities/[id]/pages/[service]': 'content',
  'DELETE /api/admin/cities/[id]/pages/[service]': 'content',
  'PUT /api/admin/enquiries/email-template': 'enquiries',
  'POST /api/admin/faqs/[page]': 'content',
  'PUT /api/admin/faqs/[page]/[id]': 'content',
  'DELETE /api/admin/faqs/[page]/[id]': 'content',
  'PATCH /api/admin/faqs/[page]/[id]': 'content',
  'POST /api/admin/faqs/[page]/[id]/move': 'content',
  'GET /api/admin/health': 'content',
  'POST /api/admin/health': 'content',
  'POST /api/admin/invite': 'public',
  'PUT /api/admin/enquiries/settings': 'enquiries',
  'POST /api/admin/enquiries/erase': 'enquiries',
  'POST /api/admin/enquiries/settings/webhook-test': 'enquiries',
  'POST /api/admin/login': 'public',
  'POST /api/admin/login/code': 'public',
  'POST /api/admin/logout': 'public',
  'POST /api/admin/markdown-preview': 'content',
  'GET /api/admin/post-drafts/[key]': 'content',
  'PUT /api/admin/post-drafts/[key]': 'content',
  'DELETE /api/admin/post-drafts/[key]': 'content',
  'POST /api/admin/posts': 'content',
  'GET /api/admin/posts/[id]': 'content',
  'PUT /api/admin/posts/[id]': 'content',
  'DELETE /api/admin/posts/[id]': 'content',
  'PATCH /api/admin/posts/[id]': 'content',
  'PATCH /api/admin/not-found': 'content',
  'GET /api/admin/posts/[id]/revisions': 'content',
  'GET /api/admin/posts/[id]/revisions/[revisionId]': 'content',
  'POST /api/admin/posts/[id]/revisions/[revisionId]': 'content',
  'POST /api/admin/redirects': 'content',
  'PUT /api/admin/redirects/[id]': 'content',
  'GET /api/admin/media': 'content',
  'PATCH /api/admin/media/[name]': 'content',
  'DELETE /api/admin/media/[name]': 'content',
  'DELETE /api/admin/redirects/[id]': 'content',
  'DELETE /api/admin/redirects/automatic/[kind]/[alias]': 'content',
  'GET /api/admin/redirects/export': 'content',
  'POST /api/admin/redirects/import': 'content',
  'POST /api/admin/services': 'content',
  'PUT /api/admin/services/[id]': 'content',
  'DELETE /api/admin/services/[id]': 'content',
  'PUT /api/admin/crawlers': 'site',
  'PUT /api/admin/web-vitals': 'site',
  'POST /api/admin/search-console': 'enquiries',
  'PUT /api/admin/settings': 'site',
  'PUT /api/admin/mail': 'site',
  'POST /api/admin/mail/test': 'site',
  'POST /api/admin/backups': 'backups',
  'PUT /api/admin/backups/schedule': 'backups',
  'GET /api/admin/backups/[name]': 'backups',
  'POST /api/admin/backups/restore': 'backups',
  'POST /api/admin/backups/restore/[id]': 'backups',
  'PUT /api/admin/settings/pages': 'site',
  'PATCH /api/admin/enquiries/[id]': 'enquiries',
  'DELETE /api/admin/enquiries/[id]': 'enquiry-delete',
  'POST /api/admin/enquiries/[id]/not-spam': 'enquiries',
  'POST /api/admin/enquiries/[id]/notes': 'enquiries',
  'GET /api/admin/enquiries/[id]/timeline': 'enquiries',
  'GET /api/admin/enquiries/[id]/audit': 'enquiries',
  'POST /api/admin/enquiries/[id]/audit': 'enquiries',
  'GET /api/admin/enquiries/[id]/call-booking': 'enquiries',
  'POST /api/admin/enquiries/[id]/call-booking': 'enquiries',
  'PUT /api/admin/call-bookings/availability': 'enquiries',
  'DELETE /api/admin/call-bookings/[id]': 'enquiries',
  'GET /api/admin/enquiries/[id]/quotes': 'enquiries',
  'POST /api/admin/enquiries/[id]/quotes': 'enquiries',
  'PUT /api/admin/quotes/[id]': 'enquiries',
  'POST /api/admin/quotes/[id]/send': 'enquiries',
  'POST /api/admin/clients': 'enquiries',
  'PUT /api/admin/clients/[id]': 'enquiries',
  'POST /api/admin/clients/[id]/status': 'enquiries',
  'PUT /api/admin/clients/audit-schedule': 'site',
  'POST /api/admin/clients/[id]/search-console': 'enquiries',
  'POST /api/admin/clients/[id]/work-log': 'enquiries',
  'DELETE /api/admin/clients/[id]/work-log/[entryId]': 'enquiries',
  'GET /api/admin/clients/[id]/report-mail': 'enquiries',
  'POST /api/admin/clients/[id]/report-mail': 'enquiries',
  'POST /api/admin/clients/[id]/report-link': 'site',
  'GET /api/admin/enquiries/export': 'enquiries',
  'POST /api/admin/leadership': 'content',
  'PUT /api/admin/leadership/[id]': 'content',
  'DELETE /api/admin/leadership/[id]': 'content',
  'PATCH /api/admin/leadership/[id]': 'content',
  'POST /api/admin/leadership/[id]/move': 'content',
  'PUT /api/admin/account-policy': 'team',
  'POST /api/admin/testimonials': 'content',
  'PUT /api/admin/testimonials/[id]': 'content',
  'DELETE /api/admin/testimonials/[id]': 'content',
  'PATCH /api/admin/testimonials/[id]': 'content',
  'POST /api/admin/testimonials/[id]/move': 'content',
  'POST /api/admin/uploads': 'content',
  'POST /api/admin/users': 'users',
  'PATCH /api/admin/users/[id]': 'users',
  'DELETE /api/admin/users/[id]': 'users',
  'DELETE /api/admin/trash': 'content',
  'DELETE /api/admin/trash/[id]': 'content',
  'POST /api/admin/trash/[id]/restore': 'content',
  'POST /api/admin/users/[id]/link': 'users',
};

const PAGES: Record<string, Area> = {
  // Every role's first screen: what needs its attention.
  '/admin': 'account',
  '/admin/insights': 'enquiries',
  '/admin/enquiries': 'enquiries',
  '/admin/enquiries/[id]': 'enquiries',
  '/admin/enquiries/settings': 'enquiries',
  '/admin/call-bookings': 'enquiries',
  '/admin/call-bookings/availability': 'enquiries',
  '/admin/quotes/new': 'enquiries',
  '/admin/quotes/[id]': 'enquiries',
  '/admin/clients': 'enquiries',
  '/admin/clients/new': 'enquiries',
  '/admin/clients/[id]': 'enquiries',
  '/admin/account': 'account',
  '/admin/audit-log': 'users',
  '/admin/authors': 'content',
  '/admin/media': 'content',
  '/admin/blog': 'content',
  '/admin/case-studies': 'content',
  '/admin/blog/preview/[id]': 'content',
  '/admin/cities': 'content',
  '/admin/cities/[id]/[service]': 'content',
  '/admin/faqs': 'content',
  '/admin/health': 'content',
  '/admin/not-found': 'content',
  '/admin/redirects': 'content',
  '/admin/services': 'content',
  '/admin/services/[id]': 'content',
  '/admin/services/new': 'content',
  '/admin/settings': 'site',
  '/admin/mail': 'site',
  '/admin/backups': 'backups',
  '/admin/crawlers': 'site',
  '/admin/leadership': 'content',
  '/admin/testimonials': 'content',
  '/admin/trash': 'content',
  '/admin/users': 'users',
  '/admin-invite': 'public',
};

/** Every route file's methods, and every page, as the app has them on disk. */
function routesOnDisk() {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  const appDir = path.join(process.cwd(), 'src/app');
  const urlOf = (file: string) =>
    `/${path.relative(appDir, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '');
  const api = walk(path.join(appDir, 'api/admin'))
    .filter((file) => file.endsWith('route.ts'))
    .flatMap((file) =>
      [
        ...fs
          .readFileSync(file, 'utf8')
          .matchAll(/export (?:async )?function (GET|POST|PUT|PATCH|DELETE)\b/g),
      ].map((m) => `${m[1]} ${urlOf(file)}`),
    );
  const pages = [...walk(path.join(appDir, 'admin')), ...walk(path.join(appDir, 'admin-invite'))]
    .filter((file) => file.endsWith('page.tsx'))
    .map(urlOf);
  return { api: api.sort(), pages: pages.sort() };
}

const concrete = (pattern: string) =>
  pattern
    .replace('[page]', 'home')
    .replace('[service]', 'seo')
    .replace(/\[(\w+)\]/g, (_m, name: string) => `no-such-${name.toLowerCase()}`);

const allowed = (area: Area, role: Role) => (WHO[area] as readonly Role[]).includes(role);

test('the table names every admin API route and page there is', () => {
  const onDisk = routesOnDisk();
  expect(onDisk.api).toEqual(Object.keys(API).sort());
  expect(onDisk.pages).toEqual(Object.keys(PAGES).sort());
});

test.describe('every route and page as each role and as nobody', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  const as = new Map<Role | 'nobody', APIRequestContext>();

  test.beforeAll(async ({ baseURL }) => {
    const owner = await signInAsOwner(baseURL!);
    as.set('owner', owner);
    for (const role of ['admin', 'editor', 'sales'] as const)
      as.set(role, (await teamMember(baseURL!, owner, role)).context);
    as.set('nobody', await personContext(baseURL!));
  });
  test.afterAll(async () => {
    for (const context of as.values()) await context.dispose();
  });

  test('API routes: 401 without a session, 403 for a role without the area, served otherwise', async () => {
    for (const [key, area] of Object.entries(API)) {
      const [method, pattern] = key.split(' ') as [string, string];
      for (const [who, context] of as) {
        if (area === 'public' && who !== 'nobody') continue;
        const response = await context.fetch(concrete(pattern), {
          method,
          ...(method === 'GET' ? {} : { data: {} }),
        });
        const status = response.status();
        const label = `${key} as ${who}: ${status} ${status < 500 ? '' : await response.text()}`;
        if (area === 'public') expect([401, 403], label).not.toContain(status);
        else if (who === 'nobody') expect(status, label).toBe(401);
        else if (allowed(area, who)) {
          expect([401, 403], label).not.toContain(status);
          expect(status, label).toBeLessThan(500);
        } else expect(status, label).toBe(403);
      }
    }
  });

  test('pages: the login screen without a session, No access for a role without the area', async () => {
    for (const [pattern, area] of Object.entries(PAGES)) {
      for (const [who, context] of as) {
        const response = await context.get(concrete(pattern));
        const html = await response.text();
        const label = `${pattern} as ${who}`;
        expect(response.status(), label).toBeLessThan(500);
        const login = html.includes('>Admin Login</h1>');
        const noAccess = html.includes('>No access</h1>');
        if (area === 'public') expect(login || noAccess, label).toBe(false);
        else if (who === 'nobody') expect(login, label).toBe(true);
        else if (allowed(area, who)) expect(login || noAccess, label).toBe(false);
        else expect(noAccess, label).toBe(true);
      }
    }
  });
});
