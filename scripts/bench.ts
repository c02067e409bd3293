// npm run bench: throughput of the production server against a bare Node http server that returns
// the same HTML from memory (the ceiling). autocannon, 50 connections, 10 s, two interleaved rounds.
// Prints req/s, p99 latency, the ratio to the ceiling and the server's peak RSS, compares the city
// page with a plain prerendered page, then times /admin and the CSV export with 10,000 and 100,000
// enquiries (BENCH_ADMIN_SIZES). Writes the tables to docs/benchmarks.md. Requires `npm run build`.
import http from 'node:http';

import autocannon from 'autocannon';

import { adminTable, measureAdmin } from './bench-admin';
import { describeHost, memoryMb, startServer, waitFor } from './production-server';
import { writeMarkdown } from './write-markdown';

const appPort = 3400;
const ceilingPort = 3401;
const adminPort = 3402;
const cityPage = '/services/seo/mumbai';
// Fully static, no data and no client component of its own: what any prerendered page costs.
const plainPage = '/privacy-policy';
const paths = ['/', cityPage, '/blog/technical-seo-audit-guide', plainPage];
const rounds = 2;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const adminSizes = (process.env.BENCH_ADMIN_SIZES ?? '10000,100000').split(',').map(Number);

async function load(url: string, seconds = duration) {
  const result = await autocannon({ url, connections: 50, duration: seconds });
  const failed = result.non2xx + result.errors;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: failed
      ? `${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`
      : null,
  };
}

const app = startServer(appPort);
const pages = new Map<string, string>();
const nextCache = new Map<string, string>();
const ceiling = http.createServer((req, res) => {
  const html = pages.get(req.url ?? '/');
  res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html ?? 'not found');
});

try {
  await waitFor(`http://127.0.0.1:${appPort}/robots.txt`);
  for (const path of paths) {
    const response = await fetch(`http://127.0.0.1:${appPort}${path}`);
    pages.set(path, await response.text());
    nextCache.set(path, response.headers.get('x-nextjs-cache') ?? 'none');
  }
  await new Promise<void>((resolve) => ceiling.listen(ceilingPort, '127.0.0.1', resolve));
  // A short unmeasured run per page first: the JIT and the caches warm up, as on a live server.
  for (const path of paths) await load(`http://127.0.0.1:${appPort}${path}`, 2);

  const results = new Map<
    string,
    { app: number[]; appP99: number[]; ceiling: number[]; ceilingP99: number[] }
  >();
  for (let round = 1; round <= rounds; round++) {
    for (const path of paths) {
      const entry = results.get(path) ?? { app: [], appP99: [], ceiling: [], ceilingP99: [] };
      const a = await load(`http://127.0.0.1:${appPort}${path}`);
      const c = await load(`http://127.0.0.1:${ceilingPort}${path}`);
      if (a.failed) throw new Error(`${path}: ${a.failed}`);
      entry.app.push(a.rps);
      entry.appP99.push(a.p99);
      entry.ceiling.push(c.rps);
      entry.ceilingP99.push(c.p99);
      results.set(path, entry);
      console.log(
        `round ${round} ${path}: app ${Math.round(a.rps)} req/s, ceiling ${Math.round(c.rps)} req/s`,
      );
    }
  }
  const rss = await memoryMb(app.pid!, 'VmHWM');
  app.kill(); // the admin measurements get the machine to themselves
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const lines = [
    '| page | HTML KB | x-nextjs-cache | server req/s | server p99 ms | bare Node req/s | bare Node p99 ms | ratio to ceiling |',
    '|---|---|---|---|---|---|---|---|',
    ...paths.map((path) => {
      const r = results.get(path)!;
      return `| ${path} | ${Math.round(Buffer.byteLength(pages.get(path)!) / 1024)} | ${nextCache.get(path)} | ${Math.round(mean(r.app))} | ${Math.round(Math.max(...r.appP99))} | ${Math.round(mean(r.ceiling))} | ${Math.round(Math.max(...r.ceilingP99))} | ${(mean(r.app) / mean(r.ceiling)).toFixed(2)} |`;
    }),
  ];
  const table = lines.join('\n');
  // Pages differ in size, so each is held against its own ceiling (the same bytes from bare Node).
  const ratio = (path: string) => mean(results.get(path)!.app) / mean(results.get(path)!.ceiling);
  const [city, plain] = [ratio(cityPage), ratio(plainPage)];
  const cacheCheck =
    `City page (${cityPage}, x-nextjs-cache ${nextCache.get(cityPage)}): ${city.toFixed(2)} of its ceiling; ` +
    `plain prerendered page (${plainPage}): ${plain.toFixed(2)}. ` +
    (city >= plain * 0.9
      ? 'The city page is served from the cache at least as cheaply as a plain page.'
      : '**The city page costs more per request than a plain prerendered page.**');
  console.log(`\n${table}\n\nServer peak RSS: ${Math.round(rss)} MB\n${cacheCheck}`);

  const admin = adminTable(await measureAdmin(adminSizes, adminPort));
  console.log(`\n${admin}`);
  await writeMarkdown(
    'docs/benchmarks.md',
    `# Benchmarks\n\nMeasured with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${describeHost()}.\n\n` +
      `## Public pages\n\n` +
      `autocannon, 50 connections, ${duration} s per run, ${rounds} interleaved rounds (mean req/s, worst p99), against the production build\n` +
      `(\`next start\`, SQLite) and, as the ceiling, a bare Node \`http\` server returning the same HTML from memory.\n` +
      `Both servers and the load generator share the machine's cores.\n\n${table}\n\nServer peak RSS during the run: ${Math.round(rss)} MB.\n\n${cacheCheck}\n\n` +
      `## Admin\n\n` +
      `Each size on a fresh SQLite data folder filled by \`npm run fixture:enquiries\`, its own \`next start\`, signed in;\n` +
      `two warm-up requests, then five timed ones per page (fastest to slowest, to the last byte). The export is the whole table, streamed.\n\n${admin}\n`,
  );
} finally {
  ceiling.close();
  app.kill();
}
