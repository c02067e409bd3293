// The public pages a prospect or a client reaches only through a form or a mail, made for `npm run
// lighthouse` on the server it measures: a finished free-audit report (of the plain page the run
// serves as its second floor), a sent quote, a client's monthly report (the same page audited,
// a month of searches imported, a line of work) and a case study of it. All through the site's own endpoints, as a
// prospect and the team make them; what only the database says (the enquiry the quote is for, the
// client's audit and report address) is read from the measured site's own database.
import Database from 'better-sqlite3';

import { clientData } from '../tests/support/clients';
import { signInAdmin } from './production-server';

export const fixtureAdmin = {
  email: 'lighthouse@example.in',
  password: 'lighthouse-run-password-1',
};

/** Asks for a free audit of `target` with the plain form; the report's path once it is done. */
export async function auditReportPath(base: string, target: string): Promise<string> {
  const response = await fetch(`${base}/api/seo-audit`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: new URLSearchParams({
      website: target,
      name: 'Lighthouse Run',
      email: 'prospect@example.in',
      consent: 'on',
      sourcePage: '/free-seo-audit',
    }).toString(),
  });
  const path = new URL(response.headers.get('location') ?? '', base).pathname;
  const token = /^\/free-seo-audit\/report\/([\w-]+)$/.exec(path)?.[1];
  if (!token) throw new Error(`the audit form answered ${response.status} to ${path}`);
  for (let i = 0; i < 300; i++) {
    const progress = (await (await fetch(`${base}/api/seo-audit/${token}`)).json()) as {
      status: string;
    };
    if (progress.status === 'done') return path;
    if (progress.status === 'failed') throw new Error(`the audit of ${target} failed`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the audit of ${target} did not finish`);
}

/** The admin API of the measured site, signed in as the run's owner. */
async function adminApi(base: string) {
  const cookie = await signInAdmin(base, fixtureAdmin);
  return (path: string, body?: unknown, contentType = 'application/json') =>
    fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': contentType, Origin: base, Cookie: cookie },
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    });
}

/** A quote for the newest enquiry of the site, sent; its public page's path. */
export async function sentQuotePath(base: string, databaseFile: string): Promise<string> {
  const db = new Database(databaseFile, { readonly: true });
  const enquiry = db
    .prepare('select id from form_submissions order by created_at desc limit 1')
    .get() as { id: string } | undefined;
  db.close();
  if (!enquiry) throw new Error('no enquiry to quote for: make the audit report first');
  const admin = await adminApi(base);
  const created = await admin(`/api/admin/enquiries/${enquiry.id}/quotes`, {
    clientName: 'Mehta Jewellers',
    clientState: '27',
    clientGstin: '',
    lines: [
      { description: 'Local SEO, Growth plan', quantity: 3, unitPrice: 41000, period: 'month' },
      { description: 'Site speed audit', quantity: 1, unitPrice: 15000, period: 'one-time' },
    ],
    discount: 0,
    notes: 'Billed monthly in advance.',
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  const { id } = (await created.json()) as { id?: string };
  if (!id) throw new Error(`the quote was not made: ${created.status}`);
  const sent = await admin(`/api/admin/quotes/${id}/send`, {});
  if (!sent.ok) throw new Error(`the quote was not sent: ${sent.status}`);
  const list = (await (await admin(`/api/admin/enquiries/${enquiry.id}/quotes`)).json()) as {
    quotes: Array<{ id: string; path: string }>;
  };
  const path = list.quotes.find((quote) => quote.id === id)?.path;
  if (!path) throw new Error('the sent quote has no address');
  return path;
}

/** A client whose site is `website`, audited this month, with a month of searches and a line of work; its report's path. */
export async function clientReportPath(
  base: string,
  databaseFile: string,
  website: string,
): Promise<string> {
  const admin = await adminApi(base);
  const today = new Date().toISOString().slice(0, 10);
  const created = await admin('/api/admin/clients', clientData({ website, startedOn: today }));
  const { id } = (await created.json()) as { id?: string };
  if (!id) throw new Error(`the client was not made: ${created.status}`);
  const logged = await admin(`/api/admin/clients/${id}/work-log`, {
    doneOn: today,
    note: 'Rewrote the home page title and description for "jewellers in Jaipur".',
  });
  if (!logged.ok) throw new Error(`the work was not logged: ${logged.status}`);
  const queries = Array.from(
    { length: 40 },
    (_, i) => `jewellers in jaipur ${i},${40 - i},${(40 - i) * 30},3.3%,${(1 + i / 4).toFixed(1)}`,
  );
  const imported = await admin(
    `/api/admin/clients/${id}/search-console?month=${today.slice(0, 7)}`,
    ['Top queries,Clicks,Impressions,CTR,Position', ...queries].join('\n'),
    'text/csv',
  );
  if (!imported.ok) throw new Error(`the searches were not imported: ${imported.status}`);
  // Made on or after the month's audit day, the client is audited at once by the site's worker.
  const db = new Database(databaseFile, { readonly: true });
  try {
    for (let i = 0; i < 300; i++) {
      const audit = db.prepare('select status from client_audits where client_id = ?').get(id) as
        { status: string } | undefined;
      if (audit?.status === 'done') {
        const { report_token } = db
          .prepare('select report_token from clients where id = ?')
          .get(id) as { report_token: string };
        return `/client-report/${report_token}`;
      }
      if (audit?.status === 'unreachable') throw new Error(`the client's site was unreachable`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    db.close();
  }
  throw new Error('the client’s audit did not finish');
}

/**
 * A published case study of the newest client (the client report's): a month of searches before
 * this one imported, its figures the clicks and average position of the two months; its path.
 */
export async function caseStudyPath(base: string, databaseFile: string): Promise<string> {
  const db = new Database(databaseFile, { readonly: true });
  const client = db.prepare('select id from clients order by created_at desc limit 1').get() as
    { id: string } | undefined;
  const author = db.prepare('select id from authors order by name limit 1').get() as
    { id: string } | undefined;
  db.close();
  if (!client || !author) throw new Error('no client to write of: make the client report first');
  const admin = await adminApi(base);
  const now = new Date();
  const month = (ahead: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1))
      .toISOString()
      .slice(0, 7);
  const queries = Array.from(
    { length: 20 },
    (_, i) => `jewellers in jaipur ${i},${20 - i},${(20 - i) * 40},2.5%,${(6 + i / 2).toFixed(1)}`,
  );
  const imported = await admin(
    `/api/admin/clients/${client.id}/search-console?month=${month(-1)}`,
    ['Top queries,Clicks,Impressions,CTR,Position', ...queries].join('\n'),
    'text/csv',
  );
  if (!imported.ok) throw new Error(`the searches were not imported: ${imported.status}`);
  const figures = ['clicks', 'position'].map((metric) => ({
    metric,
    before: month(-1),
    after: month(0),
  }));
  const created = await admin('/api/admin/posts', {
    kind: 'case-study',
    title: 'A Jaipur jeweller found on Google again',
    slug: 'jaipur-jeweller-found-on-google',
    excerpt: 'From a site Google could barely read to the first page for its own city.',
    content: `## What we found\n\n${'The home page said little of what the shop sells or where. '.repeat(30)}\n\n## What we did\n\n${'We rewrote its titles and descriptions, and gave each collection a page. '.repeat(30)}`,
    featured_image: '/images/blog/technical-seo-audit-guide.webp',
    author_id: author.id,
    status: 'published',
    case_client_id: client.id,
    case_description: 'a jeweller in Jaipur',
    case_services: ['local-seo'],
    case_city: 'jaipur',
    case_figures: figures,
  });
  if (!created.ok)
    throw new Error(`the case study was not made: ${created.status} ${await created.text()}`);
  return '/case-studies/jaipur-jeweller-found-on-google';
}
