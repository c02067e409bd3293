// npm run bench: the public pages through the front a deployment has, gzip accepted, in one run:
// nginx serving the page's HTML as a static file (the limit), deploy/nginx.conf in front of the
// production server (`npm run serve:proxy`), and the production server alone. wrk (autocannon when
// wrk is missing), 50 connections, 10 s, two interleaved rounds. Prints req/s, p99 and each ratio to
// the static file, the server's peak RSS, compares the city page with a plain page,
// measures the city page over HTTP/1.1, HTTPS and HTTP/2
// (bench-protocols.ts), times the generated social images (drawn once, then cached), then times
// /admin and the CSV export with 10,000 and 100,000 enquiries (BENCH_ADMIN_SIZES).
// Writes the tables to docs/benchmarks.md. Requires `npm run build` and nginx.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { adminTable, measureAdmin } from './bench-admin';
import { measureSocialImages } from './bench-social-images';
import { load, loadGenerator, startStaticFiles, staticPath } from './bench-front';
import { measureProtocols, protocolNote, protocolTable } from './bench-protocols';
import { describeHost, memoryMb, startServer, waitFor } from './production-server';
import { startProxy } from './serve-proxy';
import { writeMarkdown } from './write-markdown';

const appPort = 3400;
const staticPort = 3401;
const adminPort = 3402;
const proxyPort = 3403;
const cityPage = '/services/seo/mumbai';
// Fully static, no data and no client component of its own: what any page costs at least.
const plainPage = '/privacy-policy';
const paths = ['/', cityPage, '/blog/technical-seo-audit-guide', plainPage];
const rounds = 2;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const adminSizes = (process.env.BENCH_ADMIN_SIZES ?? '10000,100000').split(',').map(Number);
const targets = ['static', 'proxy', 'app'] as const;
type Target = (typeof targets)[number];

const runDir = mkdtempSync(path.join(os.tmpdir(), 'bench-front-'));
const app = startServer(appPort, { TRUSTED_PROXIES: '127.0.0.1' });
const pages = new Map<string, string>();
let staticFiles: ReturnType<typeof startStaticFiles> | undefined;
const front = startProxy({ appPorts: [appPort], proxyPort, host: '127.0.0.1', runDir });
const url = (target: Target, page: string) =>
  target === 'static'
    ? `http://127.0.0.1:${staticPort}${staticPath(page)}`
    : `http://127.0.0.1:${target === 'proxy' ? proxyPort : appPort}${page}`;

try {
  await waitFor(`http://127.0.0.1:${appPort}/robots.txt`);
  for (const page of paths) {
    const response = await fetch(url('app', page));
    pages.set(page, await response.text());
  }
  staticFiles = startStaticFiles(pages, staticPort, runDir);
  await waitFor(url('static', '/'));
  await waitFor(`http://127.0.0.1:${proxyPort}/robots.txt`);
  for (const target of targets) {
    const response = await fetch(url(target, cityPage), { headers: { 'accept-encoding': 'gzip' } });
    if (response.headers.get('content-encoding') !== 'gzip')
      throw new Error(`${target} did not answer gzip-compressed`);
  }
  // A short unmeasured run per page first: the JIT and the caches warm up, as on a live server.
  for (const page of paths) for (const target of targets) await load(url(target, page), 2);

  const results = new Map<string, Record<Target, { rps: number[]; p99: number[] }>>();
  for (let round = 1; round <= rounds; round++) {
    for (const page of paths) {
      const entry = results.get(page) ?? {
        static: { rps: [], p99: [] },
        proxy: { rps: [], p99: [] },
        app: { rps: [], p99: [] },
      };
      for (const target of targets) {
        const measured = await load(url(target, page), duration);
        entry[target].rps.push(measured.rps);
        entry[target].p99.push(measured.p99);
      }
      results.set(page, entry);
      console.log(
        `round ${round} ${page}: ` +
          targets.map((t) => `${t} ${Math.round(entry[t].rps.at(-1)!)} req/s`).join(', '),
      );
    }
  }
  const rss = await memoryMb(app.pid!, 'VmHWM');
  const socialImages = await measureSocialImages(`http://127.0.0.1:${appPort}`);
  console.log(`\n${socialImages}`);
  staticFiles.kill('SIGQUIT');
  front.kill('SIGQUIT');
  const protocols = protocolTable(
    await measureProtocols({
      appPort,
      page: cityPage,
      ports: [3410, 3411, 3412, 3413],
      runDir,
      seconds: duration,
      rounds,
    }),
  );
  console.log(`\n${protocols}`);
  // The admin measurements get the machine to themselves.
  app.kill();
  const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const rps = (page: string, target: Target) => mean(results.get(page)![target].rps);
  const p99 = (page: string, target: Target) =>
    Math.round(Math.max(...results.get(page)![target].p99));
  const ratio = (page: string, target: Target) => rps(page, target) / rps(page, 'static');
  const table = [
    '| page | HTML KB | static file req/s | p99 ms | proxy req/s | p99 ms | proxy / static | app alone req/s | p99 ms | app / static |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...paths.map(
      (page) =>
        `| ${page} | ${Math.round(Buffer.byteLength(pages.get(page)!) / 1024)} | ` +
        targets
          .map(
            (t) =>
              `${Math.round(rps(page, t))} | ${p99(page, t)}` +
              (t === 'static' ? '' : ` | ${ratio(page, t).toFixed(2)}`),
          )
          .join(' | ') +
        ' |',
    ),
  ].join('\n');
  // Pages differ in size, so each is held against its own limit (the same bytes as a static file).
  const [city, plain] = [ratio(cityPage, 'app'), ratio(plainPage, 'app')];
  const cacheCheck =
    `App alone, city page (${cityPage}): ${city.toFixed(2)} of its static file; ` +
    `plain page (${plainPage}): ${plain.toFixed(2)}. ` +
    (city >= plain * 0.9
      ? 'The city page is served from the cache at least as cheaply as a plain page.'
      : '**The city page costs more per request than a plain page.**');
  console.log(`\n${table}\n\nServer peak RSS: ${Math.round(rss)} MB\n${cacheCheck}`);

  const admin = adminTable(await measureAdmin(adminSizes, adminPort));
  console.log(`\n${admin}`);
  await writeMarkdown(
    'docs/benchmarks.md',
    `# Benchmarks\n\nMeasured with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${describeHost()}.\n\n` +
      `## Public pages\n\n` +
      `${loadGenerator}, 50 connections, gzip accepted, ${duration} s per run, ${rounds} interleaved rounds (mean req/s, worst p99).\n` +
      `The limit: nginx serving the page's HTML as a static file (compressed ahead, \`gzip_static\`). The proxy: \`deploy/nginx.conf\`\n` +
      `(\`npm run serve:proxy\`, 5 s page cache) in front of the production build. The app alone: \`npm start\` (server.mjs) on SQLite.\n` +
      `The servers and the load generator share the machine's cores.\n\n${table}\n\nServer peak RSS during the run: ${Math.round(rss)} MB.\n\n${cacheCheck}\n\n` +
      `## The front over each protocol\n\n` +
      `The city page through a front of its own, against nginx serving the same bytes as a file over the same protocol: plain HTTP/1.1 and HTTPS with ${loadGenerator},\n` +
      `HTTP/2 with h2load (50 connections, one stream each; it reports no percentiles). Every run on 50 kept-alive connections.${protocolNote}\n\n${protocols}\n\n` +
      `## Social images\n\n` +
      `Each kind of generated Open Graph image from the app alone (after the page runs above): the first request draws it\n` +
      `(satori and sharp), the next 20 get the PNG kept in the data cache until an admin changes what it shows.\n\n${socialImages}\n\n` +
      `## Admin\n\n` +
      `Each size on a fresh SQLite data folder filled by \`npm run fixture:enquiries\`, its own \`npm start\`, signed in;\n` +
      `two warm-up requests, then five timed ones per page (fastest to slowest, to the last byte). The export is the whole table, streamed.\n\n${admin}\n`,
  );
} finally {
  staticFiles?.kill('SIGQUIT');
  front.kill('SIGQUIT');
  app.kill();
  rmSync(runDir, { recursive: true, force: true });
}
