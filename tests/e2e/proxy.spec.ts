import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { startProxy } from '../../scripts/serve-proxy';
import { viewCount } from './support/post-views';

// deploy/nginx.conf, run by real nginx in front of the e2e server.

test.describe.configure({ mode: 'serial' });

const proxyPort = 3180;
const proxy = `http://127.0.0.1:${proxyPort}`;
let nginx: ChildProcess;
let runDir: string;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request through the proxy, optionally from another loopback address than 127.0.0.1. */
function send(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  from = '127.0.0.1',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: proxyPort, method, path: target, headers, localAddress: from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(method === 'POST' ? '{}' : undefined);
  });
}

test.beforeAll(async ({ baseURL }) => {
  runDir = mkdtempSync(path.join(tmpdir(), 'proxy-'));
  nginx = startProxy({
    appPorts: [Number(new URL(baseURL!).port)],
    proxyPort,
    host: '127.0.0.1',
    runDir,
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await send('GET', '/robots.txt')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('nginx did not start');
});

test.afterAll(() => {
  nginx?.kill('SIGQUIT');
  rmSync(runDir, { recursive: true, force: true });
});

const cacheStatus = (answer: Answer) => answer.headers['x-cache-status'];

test('public pages are cached, with compressed and uncompressed answers kept apart', async () => {
  await send('GET', '/privacy-policy', { 'accept-encoding': 'gzip' });
  const gzip = await send('GET', '/privacy-policy', { 'accept-encoding': 'gzip' });
  expect(cacheStatus(gzip)).toBe('HIT');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const plain = await send('GET', '/privacy-policy');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.startsWith('<!DOCTYPE html>')).toBe(true);
  const script = /\/_next\/static\/[^"]+\.js/.exec(plain.body)![0];
  await send('GET', script);
  const asset = await send('GET', script);
  expect(cacheStatus(asset)).toBe('HIT');
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('admin pages, API answers, signed-in requests and POSTs never come from the cache', async () => {
  for (const target of ['/admin', '/admin/blog', '/admin-invite?token=x', '/api/captcha']) {
    for (let i = 0; i < 3; i++) {
      const answer = await send('GET', target);
      expect(cacheStatus(answer), target).not.toBe('HIT');
      expect(cacheStatus(answer), target).toBeUndefined();
    }
  }
  await send('GET', '/');
  for (let i = 0; i < 2; i++) {
    const signedIn = await send('GET', '/', { cookie: 'admin_session=some-token' });
    expect(cacheStatus(signedIn)).toBe('BYPASS');
  }
  for (const target of ['/', '/api/contact']) {
    for (let i = 0; i < 2; i++) {
      const post = await send('POST', target, { 'content-type': 'application/json' });
      expect(cacheStatus(post), target).not.toBe('HIT');
    }
  }
});

test('the app sees the visitor’s address, whatever X-Forwarded-For the visitor writes', async () => {
  const slug = 'seo-reporting-metrics-that-matter';
  const views = () => viewCount(slug);
  const view = (from: string, forwarded: string) =>
    send(
      'POST',
      `/api/blog/${slug}/view`,
      { origin: proxy, 'user-agent': 'proxy-test', 'x-forwarded-for': forwarded },
      from,
    );
  const before = views();
  expect((await view('127.0.0.2', '198.51.100.1')).status).toBe(204);
  // Another made-up address from the same visitor is the same visitor: counted once a day.
  expect((await view('127.0.0.2', '198.51.100.2')).status).toBe(204);
  expect(views()).toBe(before + 1);
  expect((await view('127.0.0.3', '198.51.100.1')).status).toBe(204);
  expect(views()).toBe(before + 2);
  // A visitor on the proxy's own (trusted) address is that address too: the front replaces the
  // header rather than appending to it. Counted at most once (it may have viewed the post before).
  expect((await view('127.0.0.1', '198.51.100.7')).status).toBe(204);
  expect((await view('127.0.0.1', '198.51.100.8')).status).toBe(204);
  expect(views()).toBeLessThanOrEqual(before + 3);
});
