// The doorway guard's cost at scale (server/cities/rate-city-pages.ts), on SQLite in a temporary
// file: for each size, the seeded site grown to N cities (N pages per service, six services), then
// the first pass over every page, a pass after one page is edited (the cost of a change), and a
// pass after the largest import the site accepts at once (MAX_CITY_IMPORT_ROWS cities, each with
// its six pages). Each pass runs in slices with the event loop free between them; the longest
// slice is what one request could wait behind it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { MAX_CITY_IMPORT_ROWS } from '@/server/admin/cities/city-import';
import { rateCityPages, type RatingPass } from '@/server/cities/rate-city-pages';
import { createDatabase, type DB } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed';
import { nowIso } from '@/server/db/values';

import { growCities } from './city-fixture';

type Timed = RatingPass & { longestWaitMs: number };

async function timedPass(db: DB): Promise<Timed> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const pass = await rateCityPages(db);
  delay.disable();
  return { ...pass, longestWaitMs: Math.round(delay.max / 1e6) };
}

async function measure(cities: number) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'city-ratings-'));
  const db = createDatabase({ kind: 'sqlite', file: path.join(folder, 'site.db') });
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    await growCities(db, cities);
    const first = await timedPass(db);
    await db
      .updateTable('city_pages')
      .set((eb) => ({
        intro_paragraph: eb.fn('concat', [eb.ref('intro_paragraph'), eb.val(' Edited.')]),
        updated_at: nowIso(),
      }))
      .where('service_slug', '=', 'seo')
      .where('city_slug', '=', 'pune')
      .execute();
    const change = await timedPass(db);
    await growCities(db, cities + MAX_CITY_IMPORT_ROWS);
    const largestImport = await timedPass(db);
    return { cities, first, change, largestImport };
  } finally {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The benchmark's section of docs/cities-benchmark.md. */
export async function cityRatingsSection(sizes = [500, 5000]): Promise<string> {
  const rows: string[] = [];
  for (const size of sizes) {
    const m = await measure(size);
    const row = (what: string, pass: Timed) =>
      `| ${size.toLocaleString('en-IN')} | ${what} | ${pass.pages.toLocaleString('en-IN')} | ${pass.changed.toLocaleString('en-IN')} | ${pass.ms.toLocaleString('en-IN')} | ${pass.longestWaitMs} |`;
    rows.push(
      row('first pass, every page', m.first),
      row('one page edited', m.change),
      row(`an import of ${MAX_CITY_IMPORT_ROWS.toLocaleString('en-IN')} cities`, m.largestImport),
    );
    console.log(
      `${size} cities: first ${m.first.ms} ms, one change ${m.change.ms} ms, import ${m.largestImport.ms} ms`,
    );
  }
  return (
    `## Doorway ratings\n\n` +
    `Measured by \`npm run bench:city-ratings\` (scripts/city-ratings-bench.ts) on ${new Date().toISOString().slice(0, 10)}, SQLite. ` +
    `The background pass (src/server/cities/rate-city-pages.ts) rates only pages whose text changed and the pages their change touches, ` +
    `each against the siblings its MinHash bands name; it runs in slices with the event loop free between them, so "longest wait" is the most ` +
    `a request waited behind it (the event loop's longest delay during the pass). The largest import the site accepts at once is ` +
    `${MAX_CITY_IMPORT_ROWS.toLocaleString('en-IN')} rows (\`MAX_CITY_IMPORT_ROWS\`); the template fill then makes at most one page a city.\n\n` +
    `| cities per service | pass | pages | rated again | ms | longest wait ms |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`
  );
}
