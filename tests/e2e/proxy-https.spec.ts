import { execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { defaultRunDir, selfSignedCertificate, startProxy } from '../../scripts/serve-proxy';

// The shipped front over HTTPS (a self-signed certificate made here), graded by MDN's HTTP
// Observatory, and `npm run serve:proxy` from a checkout nginx's worker user cannot enter.

test.describe.configure({ mode: 'serial' });

const HSTS = 'max-age=63072000; includeSubDomains; preload';
type Answer = { status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[] };

function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    client
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
          }),
        );
      })
      .on('error', reject);
  });
}

async function until(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await get(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`nothing answered on ${url}`);
}

const stop = (process: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!process || process.exitCode !== null) return resolve();
    process.once('exit', () => resolve());
    process.kill('SIGTERM');
  });

test('over HTTPS the front sends HSTS, redirects plain HTTP there and grades A+ in the Observatory', async ({
  baseURL,
}) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'front-tls-'));
  // nginx's workers reach the run folder inside it; the key stays the master's to read.
  chmodSync(folder, 0o755);
  const { certificate, key } = selfSignedCertificate(folder);
  const nginx = startProxy({
    appPorts: [Number(new URL(baseURL!).port)],
    proxyPort: 3181,
    host: '127.0.0.1',
    runDir: path.join(folder, 'run'),
    tls: { port: 3443, certificate, key },
  });
  try {
    await until('https://127.0.0.1:3443/robots.txt');
    const redirect = await get('http://127.0.0.1:3181/services?x=1');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('https://127.0.0.1:3443/services?x=1');
    // A trailing slash typed over plain HTTP: one redirect to the page's one address.
    for (const [typed, location] of [
      ['/services/?x=1', '/services?x=1'],
      ['/services/seo/pune//', '/services/seo/pune'],
      ['/', '/'],
    ]) {
      const answer = await get(`http://127.0.0.1:3181${typed}`);
      expect(answer.status, typed).toBe(301);
      expect(answer.headers.location, typed).toBe(`https://127.0.0.1:3443${location}`);
    }
    for (const target of ['/', '/services/seo/pune', '/admin', '/api/captcha']) {
      const answer = await get(`https://127.0.0.1:3443${target}`);
      expect(answer.status, target).toBe(200);
      // One HSTS header, the front's: the app's own is not sent a second time.
      const hsts = answer.rawHeaders.filter((_, i, all) =>
        i % 2 === 0 ? false : all[i - 1]!.toLowerCase() === 'strict-transport-security',
      );
      expect(hsts, target).toEqual([HSTS]);
    }
    // The Observatory's scanner trusts the test certificate as a browser that installed it would.
    const scan = JSON.parse(
      execFileSync(process.execPath, ['tools/observatory/scan.mjs', '127.0.0.1', '3181', '3443'], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
        encoding: 'utf8',
      }),
    ) as { grade: string; score: number; tests: Record<string, { result: string }> };
    test
      .info()
      .annotations.push({ type: 'observatory', description: `${scan.grade} (${scan.score})` });
    expect(scan.tests['content-security-policy']?.result).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    );
    expect(scan.tests['redirection']?.result).toBe('redirection-to-https');
    expect(scan.grade).toBe('A+');
  } finally {
    await stop(nginx);
    rmSync(folder, { recursive: true, force: true });
  }
});

test('npm run serve:proxy starts nginx from a checkout its workers cannot enter, and leaves no Node process', async ({
  baseURL,
}) => {
  // A checkout in a folder only its owner may enter, as a root user's home is.
  const locked = mkdtempSync(path.join(tmpdir(), 'locked-checkout-'));
  chmodSync(locked, 0o700);
  mkdirSync(path.join(locked, 'deploy'));
  for (const file of ['nginx.conf', 'nginx-site.conf'])
    copyFileSync(path.join('deploy', file), path.join(locked, 'deploy', file));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: new URL(baseURL!).port,
    PROXY_PORT: '3182',
    PROXY_HOST: '127.0.0.1',
  };
  for (const name of ['TLS_CERT', 'TLS_KEY', 'PROXY_RUN_DIR', 'APP_PORTS']) delete env[name];
  const serveProxy = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [
        path.resolve('node_modules/tsx/dist/cli.mjs'),
        path.resolve('scripts/serve-proxy.ts'),
        ...args,
      ],
      { cwd: locked, env, encoding: 'utf8' },
    );
  const runDir = defaultRunDir(locked);
  try {
    // The script returns once nginx runs on its own: nothing of Node stays beside it.
    expect(serveProxy()).toContain('nginx on http://127.0.0.1:3182');
    await until('http://127.0.0.1:3182/robots.txt');
    // Pages go through nginx's cache and temp folders, which its workers must reach.
    for (const target of ['/', '/services/seo'])
      expect((await get(`http://127.0.0.1:3182${target}`)).status, target).toBe(200);
    // Run again, it reloads the settings of the nginx already running. A connection the old
    // workers had taken as they stopped may be dropped, so the answer is awaited, not the first try.
    serveProxy();
    await until('http://127.0.0.1:3182/robots.txt');
    expect((await get('http://127.0.0.1:3182/robots.txt')).status).toBe(200);
    serveProxy('stop');
    await expect
      .poll(() =>
        get('http://127.0.0.1:3182/robots.txt').then(
          () => 'answering',
          () => 'stopped',
        ),
      )
      .toBe('stopped');
  } finally {
    // Should the test have failed before the stop, nginx is ended here by its own pid file.
    try {
      process.kill(Number(readFileSync(path.join(runDir, 'nginx.pid'), 'utf8')), 'SIGQUIT');
    } catch {
      // Already gone.
    }
    rmSync(locked, { recursive: true, force: true });
    rmSync(runDir, { recursive: true, force: true });
  }
});
