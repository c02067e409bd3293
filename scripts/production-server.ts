// The production build under the site's own server (server.mjs, as `npm start` runs it) on
// loopback, for the measurement scripts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';

export async function waitFor(url: string) {
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

export async function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

export function startServer(port: number, env: Partial<NodeJS.ProcessEnv> = {}): ChildProcess {
  if (!existsSync('.next/BUILD_ID'))
    throw new Error('No production build: run `npm run build` first.');
  return spawn('node', ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The machine a measurement ran on, for the docs the scripts write. */
export function describeHost(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** Signs in to the admin of a server started here; the session cookie, for the requests after. */
export async function signInAdmin(
  base: string,
  credentials: { email?: string; password: string },
): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(credentials),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}
