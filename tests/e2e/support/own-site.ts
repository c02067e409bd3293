import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import net from 'node:net';

import type { test as base } from '@playwright/test';

import { siteEnv } from './site-env';

// Each spec that changes data through the admin runs on a site of its own: the same production
// build, started on its own port with its own copy of the freshly seeded database
// (.e2e-template, made by global-setup.ts). No spec can see what another wrote, so they run in
// any order and in parallel, and the public specs read a database no test of the admin changes.

/** The specs with a site of their own, in the order of their ports (3200 up). */
export const OWN_SITES = [
  'access-control',
  'admin',
  'admin-accessibility',
  'admin-navigation',
  'authors-admin',
  'blog-admin',
  'cities-admin',
  'crawlers-admin',
  'editor-guard',
  'enquiries-admin',
  'health-admin',
  'ordered-lists-admin',
  'post-editor',
  'redirects-admin',
  'services-admin',
  'settings-admin',
  'sign-in-throttle',
  'team-accounts',
  'web-vitals-admin',
  'city-fallback',
  'seo-audit-report',
  'call-bookings',
  'mail-settings',
  'backups',
  'media-library',
  'clients-admin',
] as const;

export type OwnSite = { baseURL: string; dataDir: string; database: string };

/** Where a spec's site keeps its data. */
export function ownSite(name: (typeof OWN_SITES)[number]): OwnSite {
  const port = 3200 + OWN_SITES.indexOf(name);
  const dataDir = `.e2e-sites/${name}`;
  return { baseURL: `http://127.0.0.1:${port}`, dataDir, database: `${dataDir}/site.db` };
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect({ host: '127.0.0.1', port });
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the production build on `port` with the data folder `dataDir`, set up as every site of
 * the tests; `exited` resolves with its exit code.
 */
export function startSite(port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  const server = spawn(process.execPath, ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, ...siteEnv(dataDir, `http://127.0.0.1:${port}`), ...extraEnv },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  return { server, exited };
}

/**
 * Runs the calling spec file in one worker against a site of its own, started before its first
 * test and stopped after its last: in order (`default`), or `serial` when each test builds on the
 * one before (a failure skips the rest, and a retry runs them all again).
 */
export function runOnOwnSite(
  test: typeof base,
  name: (typeof OWN_SITES)[number],
  mode: 'default' | 'serial' = 'default',
  /** Settings of this site alone: SMTP_URL empty for a site whose mail is set up on its screen. */
  env: Record<string, string> = {},
): OwnSite {
  const site = ownSite(name);
  const port = Number(new URL(site.baseURL).port);
  test.describe.configure({ mode });
  test.use({ baseURL: site.baseURL });
  let server: ChildProcess | undefined;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    // A worker restarted after a failure waits for the one before it to let the port go.
    for (let i = 0; i < 100 && !(await portFree(port)); i++) await pause(100);
    // A fresh copy for the file's first test; a worker restarted after a failure keeps the data of
    // the tests before it, as the retried test expects. A serial file's retry starts from its first
    // test, on a fresh copy too: what the failed run used up (a rate limit) is not held against it.
    if (mode === 'serial' && testInfo.retry > 0)
      await rm(site.dataDir, { recursive: true, force: true });
    if (!existsSync(site.dataDir)) await cp('.e2e-template', site.dataDir, { recursive: true });
    ({ server } = startSite(port, site.dataDir, env));
    for (let i = 0; i < 600; i++) {
      const status = await fetch(`${site.baseURL}/robots.txt`)
        .then((r) => r.status)
        .catch(() => 0);
      if (status === 200) return;
      if (server.exitCode !== null) throw new Error(`the ${name} site exited while starting`);
      await pause(100);
    }
    throw new Error(`the ${name} site did not start`);
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, pause(30_000)]);
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  return site;
}
