// The admin half of `npm run bench`: /admin and the CSV export against N enquiries, each size on
// its own throwaway SQLite data folder and its own server (server.mjs) over the production build.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { memoryMb, signInAdmin, startServer, waitFor } from './production-server';

export type AdminRow = {
  enquiries: number;
  dashboardMs: number[];
  filteredMs: number[];
  insightsMs: number[];
  exportMs: number;
  exportMb: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

// The enquiries list, filtered (the dashboard's old filters answer 301 to it).
const filteredPath = '/admin/enquiries?q=pune&status=new&page=3';
const insightsPath = '/admin/insights?period=365d';
const timedRequests = 5;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

async function timed(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - start, bytes };
}

async function measure(enquiries: number, port: number): Promise<AdminRow> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-admin-'));
  const password = randomBytes(12).toString('hex');
  // SQLite in a fresh folder, for the server and the fixture alike: an undefined variable is left
  // out of a child's environment, so a PostgreSQL DATABASE_URL of the caller cannot leak in.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'owner@bench.test',
    ADMIN_PASSWORD: password,
    DATABASE_URL: undefined,
  };
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, env);
  try {
    await waitFor(`${base}/robots.txt`);
    await run(
      'node',
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        'scripts/seed-enquiries.ts',
        String(enquiries),
      ],
      env,
    );
    const cookie = await signInAdmin(base, { email: env.ADMIN_EMAIL, password });
    const series = async (url: string) => {
      for (let i = 0; i < 2; i++) await timed(url, cookie); // warm
      const ms: number[] = [];
      for (let i = 0; i < timedRequests; i++) ms.push((await timed(url, cookie)).ms);
      return ms;
    };
    const dashboardMs = await series(`${base}/admin`);
    const filteredMs = await series(`${base}${filteredPath}`);
    const insightsMs = await series(`${base}${insightsPath}`);
    const rssBeforeMb = await memoryMb(server.pid!, 'VmRSS');
    const csv = await timed(`${base}/api/admin/enquiries/export`, cookie);
    return {
      enquiries,
      dashboardMs,
      filteredMs,
      insightsMs,
      exportMs: csv.ms,
      exportMb: csv.bytes / 1e6,
      rssBeforeMb,
      rssPeakMb: await memoryMb(server.pid!, 'VmHWM'),
    };
  } finally {
    server.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function measureAdmin(sizes: number[], port: number): Promise<AdminRow[]> {
  const rows: AdminRow[] = [];
  for (const size of sizes) {
    const row = await measure(size, port);
    console.log(
      `admin ${size} enquiries: /admin ${range(row.dashboardMs)} ms, insights ${range(row.insightsMs)} ms, export ${Math.round(row.exportMs)} ms`,
    );
    rows.push(row);
  }
  return rows;
}

const range = (ms: number[]) => `${Math.round(Math.min(...ms))} to ${Math.round(Math.max(...ms))}`;

export function adminTable(rows: AdminRow[]): string {
  return [
    `| enquiries | \`/admin\` (warm) ms | \`${filteredPath}\` ms | \`${insightsPath}\` ms | CSV export | server RSS before export → peak |`,
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.enquiries.toLocaleString('en-US')} | ${range(r.dashboardMs)} | ${range(r.filteredMs)} | ${range(r.insightsMs)} | ${(r.exportMs / 1000).toFixed(2)} s, ${r.exportMb.toFixed(1)} MB | ${Math.round(r.rssBeforeMb)} MB → ${Math.round(r.rssPeakMb)} MB |`,
    ),
  ].join('\n');
}
