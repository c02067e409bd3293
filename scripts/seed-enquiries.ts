// Test fixture, not part of the default seed: adds N realistic enquiries spread over a year, one in
// fifty of them spam, and a year of daily page views for 60 pages.
// Usage: npm run fixture:enquiries -- 10000
import { randomUUID } from 'node:crypto';

import { getDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { rebuildEnquiryCounts } from '@/server/queries/enquiry-counts';

const count = Number(process.argv[2] ?? 10_000);
const names = [
  'Aarav Shah',
  'Diya Patel',
  'Vihaan Rao',
  'Ananya Iyer',
  'Kabir Mehta',
  'Isha Nair',
  'Reyansh Gupta',
  'Meera Das',
];
const cities = ['Mumbai', 'Delhi', 'Bengaluru', 'Pune', 'Chennai', 'Jaipur', 'Surat', null];
const services = ['seo', 'ppc', 'content', 'site-speed', 'local-seo', 'ecommerce-seo', 'other'];
const statuses = ['new', 'contacted', 'closed'];
const landingPaths = [
  '/contact',
  ...services
    .slice(0, 6)
    .flatMap((s) => cities.slice(0, 7).map((c) => `/services/${s}/${c!.toLowerCase()}`)),
];
const sources = ['google', 'direct', 'bing.com', 'newsletter', 'linkedin.com', 'facebook'];
const DAY_MS = 24 * 3600 * 1000;

const db = getDb();
await migrateToLatest(db);
const now = Date.now();
for (let start = 0; start < count; start += 500) {
  const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
    const i = start + k;
    const created = new Date(now - (i / count) * 365 * DAY_MS).toISOString();
    const landing = landingPaths[i % landingPaths.length]!;
    const source = sources[i % sources.length]!;
    return {
      id: randomUUID(),
      name: `${names[i % names.length]} ${i}`,
      email: `lead${i}@example.in`,
      phone: i % 3 ? `+9198${String(10000000 + i).slice(0, 8)}` : null,
      company: i % 2 ? `Company ${i % 97}` : null,
      service_interest: services[i % services.length]!,
      city: cities[i % cities.length] ?? null,
      message: `Enquiry ${i}: we would like to grow our ${services[i % services.length]} results in the next quarter.`,
      status: i % 50 === 0 ? 'spam' : statuses[i % statuses.length]!,
      source_page: landing,
      referrer: source.includes('.') ? `https://www.${source}/` : null,
      utm:
        source === 'google' || source === 'newsletter'
          ? JSON.stringify({ utm_source: source })
          : null,
      lead_source: source,
      landing_path: landing,
      created_at: created,
      updated_at: created,
    };
  });
  await db.insertInto('form_submissions').values(rows).execute();
}
await rebuildEnquiryCounts(db);
const days = Array.from({ length: 365 }, (_, d) =>
  new Date(now - d * DAY_MS).toISOString().slice(0, 10),
);
for (const day of days) {
  await db
    .insertInto('page_views')
    .values(
      landingPaths.map((p, k) => ({ day, path: p, views: 20 + ((k * 7 + day.length) % 180) })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  // WhatsApp and call presses on every landing page, from two sources: what the insights also read.
  await db
    .insertInto('contact_clicks')
    .values(
      landingPaths.flatMap((path, k) =>
        (['whatsapp', 'call'] as const).flatMap((channel) =>
          ['google', 'direct'].map((source) => ({
            day,
            path,
            channel,
            source,
            clicks: 1 + (k % 4),
          })),
        ),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
console.log(
  `Added ${count} enquiries, ${days.length * landingPaths.length} page-view rows and ${days.length * landingPaths.length * 4} press rows.`,
);
await db.destroy();
