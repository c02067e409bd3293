// npm run bench: throughput of the production server against a bare Node http server that returns
// the same HTML from memory (the ceiling). autocannon, 50 connections, 10 s, two interleaved rounds.
// Prints req/s, p99 latency, the ratio to the ceiling and the server's peak RSS; writes the table
// to docs/benchmarks.md. Requires a production build (`npm run build`).
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';

import autocannon from 'autocannon';

const appPort = 3400;
const ceilingPort = 3401;
const paths = ['/', '/services/seo/mumbai', '/blog/technical-seo-audit-guide'];
const rounds = 2;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

const app = spawn(
  'node',
  ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(appPort)],
  {
    env: { ...process.env, LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const pages = new Map<string, string>();
const ceiling = http.createServer((req, res) => {
  const html = pages.get(req.url ?? '/');
  res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html ?? 'not found');
});

try {
  await waitFor(`http://127.0.0.1:${appPort}/robots.txt`);
  for (const path of paths)
    pages.set(path, await (await fetch(`http://127.0.0.1:${appPort}${path}`)).text());
  await new Promise<void>((resolve) => ceiling.listen(ceilingPort, '127.0.0.1', resolve));

  const results = new Map<
    string,
    { app: number[]; appP99: number[]; ceiling: number[]; ceilingP99: number[] }
  >();
  for (let round = 1; round <= rounds; round++) {
    for (const path of paths) {
      const entry = results.get(path) ?? { app: [], appP99: [], ceiling: [], ceilingP99: [] };
      const a = await load(`http://127.0.0.1:${appPort}${path}`);
      const c = await load(`http://127.0.0.1:${ceilingPort}${path}`);
      if (a.non2xx) throw new Error(`${path}: ${a.non2xx} failed responses`);
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
  const rss = await peakRss(app.pid!);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const lines = [
    '| page | server req/s | server p99 ms | bare Node req/s | bare Node p99 ms | ratio to ceiling |',
    '|---|---|---|---|---|---|',
    ...paths.map((path) => {
      const r = results.get(path)!;
      return `| ${path} | ${Math.round(mean(r.app))} | ${Math.round(Math.max(...r.appP99))} | ${Math.round(mean(r.ceiling))} | ${Math.round(Math.max(...r.ceilingP99))} | ${(mean(r.app) / mean(r.ceiling)).toFixed(2)} |`;
    }),
  ];
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
  const table = lines.join('\n');
  console.log(`\n${table}\n\nServer peak RSS: ${Math.round(rss)} MB`);
  await writeFile(
    'docs/benchmarks.md',
    `# Benchmarks\n\nMeasured with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}.\n` +
      `autocannon, 50 connections, ${duration} s per run, ${rounds} interleaved rounds (mean req/s, worst p99), against the production build\n` +
      `(\`next start\`, SQLite) and, as the ceiling, a bare Node \`http\` server returning the same HTML from memory.\n` +
      `Both servers and the load generator share the machine's cores.\n\n${table}\n\nServer peak RSS during the run: ${Math.round(rss)} MB.\n`,
  );
} finally {
  ceiling.close();
  app.kill();
}
