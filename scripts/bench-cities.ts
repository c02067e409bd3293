// npm run bench:cities: the site at 10 and at 500 cities, in one run on the production build
// (`npm run build` first). For each size a data folder is filled (scripts/seed-cities.ts), then:
// the HTML size of each page type; a crawl of every city page in the sitemap, 4 at a time, once to
// warm the cache and once measured, from the app alone and through the shipped nginx front
// (pages/s, p50, p95, cache hits, the server's memory before and after); and Lighthouse of a city,
// a service and the locations page against the framework's floor (scripts/lighthouse.ts, its gate);
// and the doorway guard's rating passes at 500 and 5,000 cities (scripts/city-ratings-bench.ts).
// Writes docs/cities-benchmark.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startProxy } from './serve-proxy';
import { describeHost, memoryMb, signInAdmin, startServer, waitFor } from './production-server';
import { writeMarkdown } from './write-markdown';

const appPort = 3420;
const proxyPort = 3421;
const sizes = (process.env.BENCH_CITY_COUNTS ?? '10,500').split(',').map(Number);
const admin = { email: 'owner@bench.test', password: 'bench-cities-password-1234' };
const app = `http://127.0.0.1:${appPort}`;
const front = `http://127.0.0.1:${proxyPort}`;

type Crawl = { perSecond: number; p50: number; p95: number; hits: number; pages: number };

async function crawl(base: string, paths: string[], hitHeader: string): Promise<Crawl> {
  const times: number[] = [];
  let hits = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < paths.length) {
      const url = `${base}${paths[next++]}`;
      const t = performance.now();
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      times.push(performance.now() - t);
      if (/HIT/.test(response.headers.get(hitHeader) ?? '')) hits++;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.floor(q * (times.length - 1))]!.toFixed(1));
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: Number((paths.length / seconds).toFixed(1)),
    p50: at(0.5),
    p95: at(0.95),
    hits,
    pages: paths.length,
  };
}

async function htmlBytes(url: string, cookie = ''): Promise<number> {
  const response = await fetch(url, { headers: { cookie } });
  return (await response.arrayBuffer()).byteLength;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const sections: string[] = [];

for (const count of sizes) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-cities-${count}-`));
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cities-front-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  const fill = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/seed-cities.ts', String(count)],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (fill.status !== 0) throw new Error(`The fixture failed:\n${fill.stderr}`);
  const server = startServer(appPort, { ...env, TRUSTED_PROXIES: '127.0.0.1' });
  const proxy = startProxy({ appPorts: [appPort], proxyPort, host: '127.0.0.1', runDir });
  try {
    await waitFor(`${app}/robots.txt`);
    await waitFor(`${front}/robots.txt`);
    const sitemap = await (await fetch(`${app}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const cityPages = paths.filter((p) => /^\/services\/[^/]+\/[^/]+$/.test(p));
    const state = paths.find((p) => /^\/locations\/[^/]+$/.test(p)) ?? '/locations';
    const cookie = await signInAdmin(app, admin);
    const pageSizes: Array<[string, number]> = [];
    for (const page of ['/', '/services/seo', cityPages[0]!, '/locations', state, '/blog'])
      pageSizes.push([page, await htmlBytes(`${app}${page}`)]);
    pageSizes.push(['/admin/cities', await htmlBytes(`${app}/admin/cities`, cookie)]);

    const pid = server.pid!;
    await crawl(app, cityPages, 'x-nextjs-cache'); // warm: each page rendered once
    const before = await memoryMb(pid, 'VmRSS');
    const direct = await crawl(app, cityPages, 'x-nextjs-cache');
    const proxied = await crawl(front, cityPages, 'x-nextjs-cache');
    const after = await memoryMb(pid, 'VmRSS');

    const lighthouse = spawnSync(
      process.execPath,
      [
        'node_modules/tsx/dist/cli.mjs',
        'scripts/lighthouse.ts',
        `--url=${app}`,
        `--pages=${cityPages[0]},/services/seo,/locations`,
      ],
      { encoding: 'utf8' },
    );
    const report = lighthouse.stdout.slice(lighthouse.stdout.indexOf('Lighthouse 12')).trim();
    const crawlRow = (label: string, c: Crawl) =>
      `| ${label} | ${c.pages} | ${c.perSecond} | ${c.p50} | ${c.p95} | ${c.hits} |`;
    sections.push(
      [
        `## ${count} cities, ${cityPages.length} published city pages`,
        '| page | HTML |\n| --- | --- |\n' +
          pageSizes.map(([page, bytes]) => `| \`${page}\` | ${kb(bytes)} |`).join('\n'),
        'Every city page crawled once more after a warm pass, 4 at a time:\n\n' +
          '| through | pages | pages/s | p50 ms | p95 ms | cache hits |\n| --- | --- | --- | --- | --- | --- |\n' +
          [crawlRow('the app alone', direct), crawlRow('the nginx front', proxied)].join('\n'),
        `The server's memory (RSS): ${Math.round(before)} MB after the warm pass, ${Math.round(after)} MB after the two measured crawls.`,
        `Lighthouse (exit ${lighthouse.status}):\n\n${report}`,
      ].join('\n\n'),
    );
  } finally {
    proxy.kill('SIGQUIT');
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(runDir, { recursive: true, force: true });
  }
}

const text = `# Cities benchmark\n\nWritten by \`npm run bench:cities\` on ${new Date().toISOString().slice(0, 10)}, on the production build, SQLite: ${describeHost()}. The cities fixture (\`npm run fixture:cities\`) grows the seeded site, each copied page with a paragraph of its own. Back to [architecture](architecture.md#pages-at-500-cities).\n\n${sections.join('\n\n')}\n`;
await writeMarkdown('docs/cities-benchmark.md', text);
console.log(text);
// The doorway ratings' section, measured in a process of its own (it runs the server's modules).
const ratings = spawnSync('npm', ['run', 'bench:city-ratings'], { stdio: 'inherit' });
if (ratings.status !== 0) process.exitCode = 1;
