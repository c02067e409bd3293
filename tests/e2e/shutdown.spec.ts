import http from 'node:http';

import { expect, test } from '@playwright/test';

import { startSite } from './support/own-site';
import { signInAsOwner } from './support/team';

// A second server from the same build, stopped with SIGTERM: a request in flight is answered, new
// requests meanwhile are answered 503, the counts it kept in memory are written, and the process
// exits 0 by itself.

const get = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false, timeout: 5000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });

/** A second server from the same build and database as the shared site. */
const secondServer = (port: number) => startSite(port, '.e2e-data');

/** Waits for the server on `port` to answer its health check. */
async function healthy(port: number) {
  let status = 0;
  for (let attempt = 0; attempt < 120 && status !== 200; attempt++) {
    status = await get(port, '/api/health').catch(() => 0);
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(status).toBe(200);
}

test('SIGTERM finishes the request in flight, answers new ones 503, then exits 0', async () => {
  test.setTimeout(90_000);
  const port = 3180 + test.info().parallelIndex;
  const { server, exited } = secondServer(port);
  try {
    await healthy(port);

    // A POST whose body has only half arrived: in flight until the rest is sent.
    const body = JSON.stringify({ name: 'Shutdown Test', email: 'not-an-address' });
    let finish!: () => void;
    const inFlight = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/contact',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            origin: `http://127.0.0.1:${port}`,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      finish = () => request.end(body.slice(10));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    server.kill('SIGTERM');
    await expect.poll(() => get(port, '/robots.txt').catch(() => 0)).toBe(503);
    expect(await get(port, '/api/health')).toBe(503);
    finish();
    const status = await inFlight;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await exited).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
});

test('redirect hits counted just before SIGTERM are written before the process exits', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await signInAsOwner(baseURL!);
  const source = `/hits-before-a-stop-${Date.now().toString(36)}`;
  const created = await owner.post('/api/admin/redirects', {
    data: { source, target: '/contact', type: 301, note: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Not 3190 up: the HSTS test of hardening.spec.ts starts its server there.
  const port = 3195 + test.info().parallelIndex;
  const { server, exited } = secondServer(port);
  try {
    await healthy(port);
    for (let i = 0; i < 3; i++) expect(await get(port, source)).toBe(301);
    // Stopped at once: the counter's 5-second write has not come, the shutdown's must.
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  const csv = await (await owner.get('/api/admin/redirects/export')).text();
  const row = csv.split('\r\n').find((line) => line.startsWith(`"${source}"`));
  expect(row).toMatch(/^"[^"]+","\/contact","301","","3",/);
  await owner.dispose();
});
