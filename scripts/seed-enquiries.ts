// Test fixture, not part of the default seed: adds N realistic enquiries spread over 90 days.
// Usage: npm run fixture:enquiries -- 10000
import { randomUUID } from 'node:crypto';

import { getDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';

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

const db = getDb();
await migrateToLatest(db);
const now = Date.now();
for (let start = 0; start < count; start += 500) {
  const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
    const i = start + k;
    const created = new Date(now - (i / count) * 90 * 24 * 3600 * 1000).toISOString();
    return {
      id: randomUUID(),
      name: `${names[i % names.length]} ${i}`,
      email: `lead${i}@example.in`,
      phone: i % 3 ? `+91 98${String(10000000 + i).slice(0, 8)}` : null,
      company: i % 2 ? `Company ${i % 97}` : null,
      service_interest: services[i % services.length]!,
      city: cities[i % cities.length] ?? null,
      message: `Enquiry ${i}: we would like to grow our ${services[i % services.length]} results in the next quarter.`,
      status: statuses[i % statuses.length]!,
      source_page: '/contact',
      referrer: null,
      utm: null,
      created_at: created,
      updated_at: created,
    };
  });
  await db.insertInto('form_submissions').values(rows).execute();
}
console.log(`Added ${count} enquiries.`);
await db.destroy();
