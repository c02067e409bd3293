// The public pages a prospect reaches only through a form, made for `npm run lighthouse` on the
// server it measures: a finished free-audit report (of the plain page the run serves as its second
// floor) and a sent quote. Both through the site's own endpoints, as a prospect and the team make
// them; the enquiry the quote is for is read from the measured site's own database.
import Database from 'better-sqlite3';

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

/** A quote for the newest enquiry of the site, sent; its public page's path. */
export async function sentQuotePath(base: string, databaseFile: string): Promise<string> {
  const db = new Database(databaseFile, { readonly: true });
  const enquiry = db
    .prepare('select id from form_submissions order by created_at desc limit 1')
    .get() as { id: string } | undefined;
  db.close();
  if (!enquiry) throw new Error('no enquiry to quote for');
  const cookie = await signInAdmin(base, fixtureAdmin);
  const admin = (path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
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
