// npm run bench:seo-audit: the free SEO audit's own cost, on SQLite in a temporary file, against the
// tests' fixture sites on loopback (a good site of 3 pages, a poor one of 2): the network is
// nearly free here, so the figures are what an audit costs this server, not a prospect's site.
//  1. Time to report, one audit at a time (the queue empty, as a visitor usually finds it):
//     queued to finished, 20 audits, p50 and p95.
//  2. Throughput: 100 audits queued at once, run by the worker (2 at once), audits a minute.
//  3. Memory over those 100: heap and RSS after a full GC every 10 audits, flat when nothing leaks.
//  4. The same good site answering each request 100 ms late, as a real host might: 20 audits.
// Writes docs/seo-audit-benchmark.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createDatabase } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { auditById, queueAudit } from '@/server/queries/seo-audits';
import { createAuditWorker } from '@/server/seo-audit/audit-worker';

import { goodSite, poorSite } from '../tests/support/seo-audit-fixtures';
import { startFixtureSite, type FixtureHandler } from '../tests/support/fixture-site';
import { writeMarkdown } from './write-markdown';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (npm run bench:seo-audit does).');

const folder = mkdtempSync(path.join(os.tmpdir(), 'audit-bench-'));
const db = createDatabase({ kind: 'sqlite', file: path.join(folder, 'site.db') });
type Site = Awaited<ReturnType<typeof startFixtureSite>>;
const good: Site = await startFixtureSite(goodSite(() => good.origin));
const poor: Site = await startFixtureSite(poorSite(() => poor.origin));
const late =
  (handler: FixtureHandler): FixtureHandler =>
  (request, response) =>
    void setTimeout(() => handler(request, response), 100);
const slow: Site = await startFixtureSite(
  Object.fromEntries(Object.entries(goodSite(() => slow.origin)).map(([p, h]) => [p, late(h)])),
);
const worker = createAuditWorker({
  getDb: () => db,
  userAgent: 'FreeSeoAudit/1.0 bench',
  allowPrivate: true,
  siteUrl: 'https://agency.example.in',
});
const target = (n: number) => new URL(n % 2 ? poor.origin : good.origin);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  await migrateToLatest(db);
  // Warm up: the first audits load the parsers.
  for (let n = 0; n < 4; n++) await queueAudit(db, target(n));
  await worker.soon();

  const alone: number[] = [];
  for (let n = 0; n < 20; n++) {
    const started = performance.now();
    const { id } = await queueAudit(db, target(n));
    await worker.soon();
    if ((await auditById(db, id))?.status !== 'done') throw new Error('an audit did not finish');
    alone.push(performance.now() - started);
  }
  alone.sort((a, b) => a - b);

  const memory: Array<{ audits: number; heap: number; rss: number }> = [];
  const measureMemory = (audits: number) => {
    gc();
    const usage = process.memoryUsage();
    memory.push({ audits, heap: usage.heapUsed, rss: usage.rss });
  };
  measureMemory(0);
  const burstStarted = performance.now();
  let burstMs = 0;
  for (let wave = 1; wave <= 10; wave++) {
    for (let n = 0; n < 10; n++) await queueAudit(db, target(n));
    const waveStarted = performance.now();
    await worker.soon();
    burstMs += performance.now() - waveStarted;
    measureMemory(wave * 10);
  }
  const wallMs = performance.now() - burstStarted;
  const perMinute = (100 / burstMs) * 60_000;

  const slowStarted = performance.now();
  const slowIds: string[] = [];
  for (let n = 0; n < 20; n++) slowIds.push((await queueAudit(db, new URL(slow.origin))).id);
  await worker.soon();
  const slowMs = performance.now() - slowStarted;
  const slowTimes: number[] = [];
  for (const id of slowIds) {
    const audit = await auditById(db, id);
    if (audit?.status !== 'done') throw new Error('a late audit did not finish');
    slowTimes.push(new Date(audit.finishedAt!).getTime() - new Date(audit.createdAt).getTime());
  }
  slowTimes.sort((a, b) => a - b);

  const lines = [
    '# Free SEO audit benchmark',
    '',
    'Made by `npm run bench:seo-audit` (`scripts/bench-seo-audit.ts`) on SQLite in a temporary file, against',
    "the tests' fixture sites on loopback (a good site of 3 pages, a poor one of 2, alternately): the",
    "network costs almost nothing here, so these are the audit's own costs on this server. A real",
    "prospect's site adds its own response times, up to the audit's bounds (20 s a read, 90 s an",
    'audit, `docs/security.md`).',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with ${os.availableParallelism()} CPUs, Node ${process.versions.node}.`,
    '',
    '## Time to report (one audit at a time, 20 audits)',
    '',
    '| p50 | p95 | slowest |',
    '| --: | --: | --: |',
    `| ${Math.round(percentile(alone, 50))} ms | ${Math.round(percentile(alone, 95))} ms | ${Math.round(alone.at(-1)!)} ms |`,
    '',
    '## Throughput (100 audits, queued 10 at a time, the worker running 2 at once)',
    '',
    `${Math.round(perMinute).toLocaleString('en-IN')} audits a minute (${(burstMs / 1000).toFixed(1)} s of auditing, ${(wallMs / 1000).toFixed(1)} s with queueing and the memory readings).`,
    '',
    '## Memory over the 100 audits (after a full GC)',
    '',
    '| audits | heap | RSS |',
    '| --: | --: | --: |',
    ...memory.map((m) => `| ${m.audits} | ${mb(m.heap)} MB | ${mb(m.rss)} MB |`),
    '',
    `Heap after 100 audits minus before: ${mb(memory.at(-1)!.heap - memory[0]!.heap)} MB.`,
    '',
    '## A site that answers each request 100 ms late (20 audits queued at once)',
    '',
    `${Math.round((20 / slowMs) * 60_000).toLocaleString('en-IN')} audits a minute; from queued to report, the first ${Math.round(slowTimes[0]!)} ms, p95 ${Math.round(percentile(slowTimes, 95))} ms (the last waited for the 18 before it, 2 at a time).`,
    '',
    "With real sites the audit waits on the prospect's server, not on this one: two at once, a",
    'visitor who finds the queue empty waits about one audit, and the twentieth in a full queue',
    'about ten.',
    '',
  ];
  await writeMarkdown('docs/seo-audit-benchmark.md', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  await good.close();
  await poor.close();
  await slow.close();
  await db.destroy();
  rmSync(folder, { recursive: true, force: true });
}
