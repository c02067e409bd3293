// npm run bench:clients: the clients' monthly work at an agency's scale, on the production build
// under the site's own server (server.mjs) with SQLite in a throwaway folder.
//  1. 500 active clients' monthly audits, run by the server's own worker (two at a time) against
//     the tests' fixture sites on loopback: from the first queued to the last finished, the
//     server's peak memory, and the p95 of its public pages before and while the audits run.
//  2. One client's report of 24 months, 1,000 searches and 100 pages imported each month and two
//     lines of work a month: its page rendered 100 times in a row, p50 and p95, and its size.
// Writes docs/clients-benchmark.md.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createDatabase } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed';
import type { DB } from '@/server/db/schema';
import { saveClientAuditSchedule } from '@/server/queries/client-audits';
import { replaceClientSearchMonth } from '@/server/queries/client-search';
import { addClientWork } from '@/server/queries/client-work';
import { createClient } from '@/server/queries/clients';

import { startFixtureSite } from '../tests/support/fixture-site';
import { goodSite, poorSite } from '../tests/support/seo-audit-fixtures';
import { describeHost, memoryMb, signInAdmin, startServer, waitFor } from './production-server';
import { writeMarkdown } from './write-markdown';

const CLIENTS = 500;
const SITES = 5;
const MONTHS = 24;
const PORT = 3360;
const base = `http://127.0.0.1:${PORT}`;
const publicPages = ['/', '/services/seo/mumbai', '/blog'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timedGet(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

/** The public pages' response times, a request every 100 ms, until `done` says stop. */
async function sampleWhile(done: () => Promise<boolean>): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; !(await done()); n++) {
    times.push((await timedGet(`${base}${publicPages[n % publicPages.length]}`)).ms);
    await sleep(100);
  }
  return times;
}

const client = (n: number, website: string) => ({
  name: `Client ${n}`,
  website,
  contactName: `Contact ${n}`,
  contactEmail: `contact${n}@client${n}.example.in`,
  contactPhone: '',
  reach: 'local' as const,
  services: ['local-seo'],
  monthlyFee: 25_000,
  startedOn: '2024-01-01',
  namedConsent: '',
  enquiryId: null,
});

/** The 24 months of the report client: audits, Search Console months and work. */
async function fillReport(db: DB, clientId: string) {
  const [sample] = await db
    .selectFrom('client_audits')
    .select(['report', 'reach', 'target'])
    .where('status', '=', 'done')
    .limit(1)
    .execute();
  if (!sample) throw new Error('no finished audit to copy');
  const now = new Date();
  for (let back = 1; back < MONTHS; back++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
      .toISOString()
      .slice(0, 7);
    await db
      .insertInto('client_audits')
      .values({
        id: randomBytes(16).toString('hex'),
        client_id: clientId,
        month,
        target: sample.target,
        reach: sample.reach,
        status: 'done',
        next_attempt_at: now.toISOString(),
        score: 40 + ((back * 7) % 55),
        report: sample.report,
        created_at: now.toISOString(),
        finished_at: now.toISOString(),
      })
      .execute();
  }
  const months = await db
    .selectFrom('client_audits')
    .select('month')
    .where('client_id', '=', clientId)
    .execute();
  for (const { month } of months) {
    const rows = (count: number, key: (i: number) => string) =>
      Array.from({ length: count }, (_, i) => ({
        key: key(i),
        clicks: (count - i) * 3,
        impressions: (count - i) * 40,
        position: 1 + (i % 30),
      }));
    await replaceClientSearchMonth(
      db,
      { clientId, month, kind: 'query' },
      rows(1000, (i) => `search ${i} jaipur`),
    );
    await replaceClientSearchMonth(
      db,
      { clientId, month, kind: 'page' },
      rows(100, (i) => `/page-${i}`),
    );
    for (const day of ['05', '19'])
      await addClientWork(
        db,
        clientId,
        { doneOn: `${month}-${day}`, note: `Work of ${month}-${day}: titles and links.` },
        'Bench',
      );
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-clients-'));
type Site = Awaited<ReturnType<typeof startFixtureSite>>;
const sites: Site[] = [];
for (let i = 0; i < SITES; i++) {
  const site: Site = await startFixtureSite((i % 2 ? poorSite : goodSite)(() => site.origin));
  sites.push(site);
}
const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
let reportToken = '';
let reportClient = '';
try {
  await migrateToLatest(db);
  await seedDatabase(db);
  await saveClientAuditSchedule(db, { day: 1 });
  for (let n = 0; n < CLIENTS; n++) {
    const made = await createClient(db, client(n, sites[n % SITES]!.origin), {
      author: 'Bench',
      quoteId: null,
    });
    if (!made.ok) throw new Error('a client was not made');
    if (n === 0) reportClient = made.id;
  }
  // Paused until the server is up and its pages measured alone.
  await db.updateTable('clients').set({ status: 'paused' }).execute();
  reportToken = (
    await db
      .selectFrom('clients')
      .select('report_token')
      .where('id', '=', reportClient)
      .executeTakeFirstOrThrow()
  ).report_token;
} finally {
  await db.destroy();
}

const owner = { email: 'owner@bench.test', password: randomBytes(12).toString('hex') };
const server = startServer(PORT, {
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  SITE_URL: base,
  ADMIN_EMAIL: owner.email,
  ADMIN_PASSWORD: owner.password,
  AUDIT_ALLOW_PRIVATE_TARGETS: '1',
});
const live = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
try {
  await waitFor(`${base}/robots.txt`);
  for (const page of publicPages) for (let i = 0; i < 5; i++) await timedGet(`${base}${page}`);
  const aloneUntil = Date.now() + 15_000;
  const alone = await sampleWhile(async () => Date.now() > aloneUntil);
  const rssBefore = await memoryMb(server.pid!, 'VmRSS');

  await live.updateTable('clients').set({ status: 'active' }).execute();
  // Saving the audit day, as the owner would, looks for due audits at once.
  const saved = await fetch(`${base}/api/admin/clients/audit-schedule`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Origin: base,
      cookie: await signInAdmin(base, owner),
    },
    body: JSON.stringify({ day: 1 }),
  });
  if (!saved.ok) throw new Error(`the audit day answered ${saved.status}`);
  const finished = async () => {
    const row = await live
      .selectFrom('client_audits')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '!=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.n) >= CLIENTS;
  };
  const during = await sampleWhile(finished);
  const span = await live
    .selectFrom('client_audits')
    .select((eb) => [
      eb.fn.min('created_at').as('first'),
      eb.fn.max('finished_at').as('last'),
      eb.fn.countAll<number | string>().as('audits'),
    ])
    .executeTakeFirstOrThrow();
  const unreachable = await live
    .selectFrom('client_audits')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'unreachable')
    .executeTakeFirstOrThrow();
  const auditMs = Date.parse(String(span.last)) - Date.parse(String(span.first));
  const rssPeak = await memoryMb(server.pid!, 'VmHWM');

  await fillReport(live, reportClient);
  const report: number[] = [];
  let reportBytes = 0;
  for (let i = 0; i < 100; i++) {
    const { ms, bytes } = await timedGet(`${base}/client-report/${reportToken}`);
    report.push(ms);
    reportBytes = bytes;
  }

  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = [
    '# Clients benchmark',
    '',
    'Made by `npm run bench:clients` (`scripts/bench-clients.ts`): the production build under the',
    "site's own server, SQLite in a throwaway folder, the tests' fixture sites on loopback (a good",
    'site and a poor one, five in all): the network costs almost nothing here, so these are this',
    "server's own costs. A real client's site adds its response times, within the audit's bounds.",
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${describeHost()}.`,
    '',
    `## ${CLIENTS} clients' monthly audits`,
    '',
    `The server's worker, two at a time: ${Number(span.audits)} audits in ${(auditMs / 60_000).toFixed(1)} min (${Math.round((Number(span.audits) / auditMs) * 60_000)} a minute), ${Number(unreachable.n)} unreachable; each finished audit queues its report mail.`,
    '',
    '| | public pages p50 | p95 | requests |',
    '| --- | --: | --: | --: |',
    `| before the audits | ${ms(percentile(alone, 50))} | ${ms(percentile(alone, 95))} | ${alone.length} |`,
    `| while they ran | ${ms(percentile(during, 50))} | ${ms(percentile(during, 95))} | ${during.length} |`,
    '',
    `Server memory (RSS): ${Math.round(rssBefore)} MB before, peak ${Math.round(rssPeak)} MB.`,
    '',
    `## A report of ${MONTHS} months`,
    '',
    `1,000 searches and 100 pages imported for each month, two lines of work a month; the page (the top 10 of each, every month) rendered 100 times in a row: p50 ${ms(percentile(report, 50))}, p95 ${ms(percentile(report, 95))}, ${Math.round(reportBytes / 1024)} KB of HTML.`,
    '',
  ];
  await writeMarkdown('docs/clients-benchmark.md', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  await live.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  for (const site of sites) await site.close();
  await rm(dataDir, { recursive: true, force: true });
}
