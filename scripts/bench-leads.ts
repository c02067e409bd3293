// npm run bench:leads: the enquiries dashboard and the lead insights with 100,000 enquiries over a
// year and a year of daily page views (60 pages), on a fresh SQLite folder and its own server (server.mjs).
// The admin part of `npm run bench` alone, written to docs/leads-benchmark.md. Requires `npm run build`.
import { adminTable, measureAdmin } from './bench-admin';
import { describeHost } from './production-server';
import { writeMarkdown } from './write-markdown';

const sizes = (process.env.BENCH_ADMIN_SIZES ?? '100000').split(',').map(Number);
const table = adminTable(await measureAdmin(sizes, 3404));
console.log(`\n${table}`);
await writeMarkdown(
  'docs/leads-benchmark.md',
  `# Leads benchmark\n\nMeasured with \`npm run bench:leads\` on ${new Date().toISOString().slice(0, 10)}: ${describeHost()}.\n\n` +
    'Each size on a fresh SQLite data folder filled by `npm run fixture:enquiries` (enquiries over a year, one in fifty spam, and a year of daily page views for 60 pages and of WhatsApp and call presses on them, 87,600 rows), its own `npm start`, signed in; two warm-up requests, then five timed ones per page, fastest to slowest, to the last byte on loopback (so server time plus a few milliseconds). The budget for the dashboard and the insights is 150 ms.\n\n' +
    `${table}\n`,
);
process.exit(0);
