import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requestGate } from './gate.mjs';

const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

describe('the request gate', () => {
  // As server.mjs runs it: every request through the gate, and what it passes on to the app.
  const server = http.createServer((request, response) =>
    requestGate().serve(request, response, () => response.end(`app ${request.url}`)),
  );
  let port = 0;
  beforeAll(async () => {
    requestGate();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('holds a request that arrives before the pipeline is installed, then passes it through it', async () => {
    const early = get(port, '/early');
    let settled = false;
    void early.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);

    const seen: string[] = [];
    requestGate().setHandler((request, response, pass) => {
      seen.push(request.url!);
      if (request.url === '/refused') response.writeHead(400).end('refused');
      else pass();
    });
    expect(await early).toEqual({ status: 200, body: 'app /early' });
    expect(await get(port, '/refused')).toEqual({ status: 400, body: 'refused' });
    expect(seen).toEqual(['/early', '/refused']);
  });

  it('answers 503 while the server is closing, without reaching the app', async () => {
    requestGate().closing = true;
    try {
      const answer = await get(port, '/late');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatch(/restarting/);
    } finally {
      requestGate().closing = false;
    }
  });

  it('answers 503 while a backup is restored, and passes requests on again after', async () => {
    requestGate().restoring = true;
    try {
      const answer = await get(port, '/during');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatch(/restored from a backup/);
    } finally {
      requestGate().restoring = false;
    }
    expect((await get(port, '/after')).status).not.toBe(503);
  });
});
