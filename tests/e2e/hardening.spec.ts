import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';

import { rawRequest } from './support/raw-http';

// What an attack on the production build found, each held here against the real server.

function filesUnder(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    count += entry.isDirectory() ? filesUnder(full) : statSync(full).isFile() ? 1 : 0;
  }
  return count;
}

test('made-up URLs under dynamic routes answer 404 and write nothing to disk', async ({
  request,
}) => {
  // Where Next's route cache wrote rendered pages (.next/server/route-cache); the image cache in
  // .next/cache grows with the images other tests load at the same time, and is bounded by them.
  const before = filesUnder('.next/server');
  const token = Date.now().toString(36);
  for (let i = 0; i < 15; i++) {
    for (const target of [
      `/blog/x-${token}-${i}`,
      `/author/nobody-${token}-${i}`,
      `/services/seo/nowhere-${token}-${i}`,
      `/services/made-up-${token}-${i}`,
    ]) {
      expect((await request.get(target)).status(), target).toBe(404);
    }
  }
  expect(filesUnder('.next/server')).toBe(before);
});

test('fallback city pages exist only for cities the site knows', async ({ request }) => {
  expect((await request.get('/services/seo/buy-cheap-pills-here')).status()).toBe(404);
  expect((await request.get('/services/ppc/navi-mumbai')).status()).toBe(404);
  expect((await request.get('/services/seo/mumbai')).status()).toBe(200);
});

test('the contact limit keys on the address the trusted proxy saw, not on what a client wrote', async ({
  request,
}) => {
  // The e2e server trusts loopback as its proxy; a client writes anything left of the real address.
  const post = (forwarded: string) =>
    request.post('/api/contact', { data: {}, headers: { 'x-forwarded-for': forwarded } });
  const statuses: number[] = [];
  for (let i = 0; i < 51; i++) statuses.push((await post(`10.9.${i}.1, 198.51.100.201`)).status());
  expect(statuses.slice(0, 50).every((s) => s === 400)).toBe(true);
  expect(statuses[50]).toBe(429);
  expect((await post('10.9.99.1, 198.51.100.202')).status()).toBe(400);
});

test('malformed requests get a 4xx, never a 500', async ({ baseURL }) => {
  for (const target of [
    '/blog/%',
    '/blog/%zz',
    '/services/%ff%fe',
    '/uploads/%',
    '/api/blog/%/view',
  ]) {
    expect((await rawRequest(baseURL!, 'GET', target)).status, target).toBe(400);
  }
  const trace = await rawRequest(baseURL!, 'TRACE', '/');
  expect(trace.status).toBe(405);
  expect(trace.headers['allow']).toContain('GET');
  expect((await rawRequest(baseURL!, 'OPTIONS', '*')).status).toBe(400);
  const script = (await (await fetch(`${baseURL}/`)).text()).match(
    /\/_next\/static\/[^"]+\.js/,
  )![0];
  for (const target of ['/og-image.png', script]) {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await rawRequest(baseURL!, method, target);
      expect(response.status, `${method} ${target}`).toBe(405);
      expect(response.headers['allow']).toBe('GET, HEAD');
    }
  }
});

test('a post view counts from this site only, once per visitor a day', async ({
  request,
  baseURL,
}) => {
  const slug = 'technical-seo-audit-guide';
  const views = () => {
    const db = new SQLite('.e2e-data/site.db', { readonly: true });
    try {
      return (
        db.prepare('select view_count from blog_posts where slug = ?').get(slug) as {
          view_count: number;
        }
      ).view_count;
    } finally {
      db.close();
    }
  };
  const headers = { 'x-forwarded-for': '198.51.100.150', 'user-agent': 'hardening-test' };
  const before = views();
  expect((await request.post(`/api/blog/${slug}/view`, { headers })).status()).toBe(403);
  const fromSite = { ...headers, origin: baseURL! };
  for (let i = 0; i < 5; i++)
    expect((await request.post(`/api/blog/${slug}/view`, { headers: fromSite })).status()).toBe(
      204,
    );
  expect(views()).toBe(before + 1);
});

test('admin answers are private, no-store, the RSC prefetch 404 included', async ({ request }) => {
  const rsc = { RSC: '1', 'Next-Router-Prefetch': '1' };
  let response = await request.get('/admin?_rsc=abc', { headers: rsc, maxRedirects: 0 });
  expect(response.headers()['cache-control']).toBe('private, no-store');
  if (response.status() === 307) {
    response = await request.get(response.headers()['location']!, {
      headers: rsc,
      maxRedirects: 0,
    });
    expect(response.headers()['cache-control']).toBe('private, no-store');
  }
  for (const target of ['/admin', '/admin/blog', '/api/admin/submissions/export']) {
    expect((await request.get(target)).headers()['cache-control'], target).toBe(
      'private, no-store',
    );
  }
});

test('HSTS is decided when the server starts, not when it was built', async ({ request }) => {
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
  // The same build, served with an https:// SITE_URL.
  const port = 3190 + test.info().parallelIndex;
  const server = spawn('npm', ['start', '--', '-H', '127.0.0.1', '-p', String(port)], {
    env: {
      ...process.env,
      SITE_URL: `https://127.0.0.1:${port}`,
      DATA_DIR: '.e2e-data',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    // The first answer counts: `npm start` holds requests until the request guard is in place.
    let headers: Record<string, string> | undefined;
    for (let attempt = 0; attempt < 60 && !headers; attempt++) {
      try {
        headers = (await request.get(`http://127.0.0.1:${port}/robots.txt`)).headers();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500)); // not listening yet
      }
    }
    const hsts = headers?.['strict-transport-security'];
    expect(hsts).toMatch(/^max-age=\d+/);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
});
