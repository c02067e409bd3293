import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';

import { flushCounters } from './support/flush';
import { viewCount } from './support/post-views';
import { postBody, rawRequest } from './support/raw-http';

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
  const views = () => viewCount(slug);
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

/** Rows in a table of the test server's database, and their bytes as stored. */
function tableGrowth(table: string, columns: string) {
  const db = new SQLite('.e2e-data/site.db', { readonly: true });
  try {
    return db
      .prepare(`select count(*) as rows, coalesce(sum(${columns}), 0) as bytes from ${table}`)
      .get() as {
      rows: number;
      bytes: number;
    };
  } finally {
    db.close();
  }
}

/** Sends the requests 20 at a time. */
async function inBatches<T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i += 20)
    results.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, count - i) }, (_, j) => send(i + j)),
      )),
    );
  return results;
}

test('1,000 escaped spellings of real pages are one page each: 301s, no page-view rows', async ({
  request,
}) => {
  const pages = ['/services/seo', '/services/seo/pune', '/blog/technical-seo-audit-guide'];
  // Each request escapes a different set of the path's letters, in either case of hex digit.
  const spelling = (i: number) => {
    const page = pages[i % pages.length]!;
    let bits = Math.floor(i / pages.length) + 1;
    return page.replace(/[a-z]/g, (letter) => {
      const escape = bits & 1;
      bits >>= 1;
      const hex = letter.charCodeAt(0).toString(16);
      return escape ? `%${i % 2 ? hex.toUpperCase() : hex}` : letter;
    });
  };
  // Rows of these pages in any spelling, and their bytes: other tests view other pages meanwhile.
  const stored = () => {
    const db = new SQLite('.e2e-data/site.db', { readonly: true });
    try {
      const rows = db.prepare('select day, path, views from page_views').all() as {
        day: string;
        path: string;
        views: number;
      }[];
      const ours = rows.filter((row) => pages.includes(decodeURIComponent(row.path).toLowerCase()));
      return {
        rows: ours.length,
        bytes: ours.reduce((sum, row) => sum + row.day.length + row.path.length + 8, 0),
        views: ours.reduce((sum, row) => sum + row.views, 0),
      };
    } finally {
      db.close();
    }
  };
  const before = stored();
  const answers = await inBatches(1000, async (i) => {
    const response = await request.get(spelling(i), { maxRedirects: 0 });
    return { status: response.status(), location: response.headers()['location'] };
  });
  for (const [i, answer] of answers.entries()) {
    expect(answer.status, spelling(i)).toBe(301);
    expect(pages).toContain(new URL(answer.location!, 'http://x').pathname);
  }
  // A view of the page itself, written with the rest: the write is seen to have happened.
  expect((await request.get('/services/seo?hardening=1')).status()).toBe(200);
  await flushCounters(request);
  const after = stored();
  expect(after.views, 'the view of /services/seo itself was written').toBeGreaterThan(before.views);
  const growth = { rows: after.rows - before.rows, bytes: after.bytes - before.bytes };
  test.info().annotations.push({
    type: 'page_views growth per 1,000 hostile requests',
    description: `${growth.rows} rows, ${growth.bytes} bytes`,
  });
  // At most the one row of /services/seo's own day, if no other test viewed it yet.
  expect(growth.rows).toBeLessThanOrEqual(1);
});

test('1,000 forged views of a post from one address are one view and one visitor', async ({
  request,
  baseURL,
}) => {
  const slug = 'writing-seo-content-briefs';
  const views = () => viewCount(slug);
  const before = { views: views(), limits: tableGrowth('rate_limits', 'length(key) + 40') };
  const statuses = await inBatches(1000, async (i) => {
    const headers = {
      'x-forwarded-for': '198.51.100.151',
      'user-agent': `Mozilla/5.0 (forged ${i})`,
      origin: baseURL!,
    };
    return (await request.post(`/api/blog/${slug}/view`, { headers })).status();
  });
  expect(new Set(statuses)).toEqual(new Set([204]));
  const limits = tableGrowth('rate_limits', 'length(key) + 40');
  const growth = {
    rows: limits.rows - before.limits.rows,
    bytes: limits.bytes - before.limits.bytes,
  };
  test.info().annotations.push({
    type: 'rate_limits growth per 1,000 forged views',
    description: `${growth.rows} rows, ${growth.bytes} bytes`,
  });
  expect(views()).toBe(before.views + 1);
  // The visitor's mark and the address's daily count (other tests may add a few of their own).
  expect(growth.rows).toBeLessThanOrEqual(2 + 10);
});

test('an oversized body answers 413 on every route, declared or chunked', async ({ baseURL }) => {
  // Each route's limit, and whether it reads a body from anyone (the others answer a visitor
  // without a session before reading a byte).
  const routes: [string, number, boolean][] = [
    ['/api/admin/login', 16 * 1024, true],
    ['/api/admin/login/code', 16 * 1024, true],
    ['/api/admin/invite', 16 * 1024, true],
    ['/api/contact', 64 * 1024, true],
    // A page answers a POST with 405 before reading its body.
    ['/', 64 * 1024, false],
    ['/api/blog/technical-seo-audit-guide/view', 64 * 1024, false],
    ['/api/admin/posts', 1024 * 1024, false],
    ['/api/admin/redirects/import', 1024 * 1024, false],
    ['/api/admin/uploads', 5 * 1024 * 1024 + 64 * 1024, false],
  ];
  for (const [route, limit, readsBody] of routes) {
    expect(await postBody(baseURL!, route, limit + 1), route).toBe(413);
    const chunked = await postBody(baseURL!, route, limit + 1, { chunked: true });
    if (readsBody) expect(chunked, `${route} chunked`).toBe(413);
    else expect(chunked, `${route} chunked`).not.toBe(200);
  }
  // A 50 MB sign-in, chunked, is cut off at its limit.
  expect(await postBody(baseURL!, '/api/admin/login', 50 * 1024 * 1024, { chunked: true })).toBe(
    413,
  );
  // Within the limit, the route itself answers.
  expect(await postBody(baseURL!, '/api/admin/login', 1024)).toBe(400);
  expect(await postBody(baseURL!, '/api/admin/login', 1024, { chunked: true })).toBe(400);
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
  for (const target of ['/admin', '/admin/blog', '/api/admin/enquiries/export']) {
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
    // The first answer counts: `npm start` holds requests until the request pipeline is in place.
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
