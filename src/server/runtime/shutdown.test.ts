import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, describe, expect, it } from 'vitest';

import { requestGate } from './gate.mjs';
import { isShuttingDown, onShutdown, shutDown } from './shutdown';

const get = (port: number) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });

describe('shutDown', () => {
  const key = Symbol.for('site.shutdown');
  afterAll(() => {
    (globalThis as unknown as Record<symbol, { shuttingDown: boolean }>)[key]!.shuttingDown = false;
    requestGate().closing = false;
  });

  it('answers new requests 503, finishes the request in flight, closes, does the background work, then exits 0', async () => {
    const events: string[] = [];
    let release!: () => void;
    // As server.mjs serves: every request through the gate, then the app.
    const server = http.createServer((request, response) =>
      requestGate().serve(request, response, () => {
        events.push('request started');
        release = () => {
          events.push('request finished');
          response.end('done');
        };
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // As in the app: the request gate passes requests on once the pipeline is installed.
    requestGate().setHandler((_request, _response, pass) => pass());
    requestGate().servers.add(server);
    const { port } = server.address() as AddressInfo;
    onShutdown(async () => {
      events.push('outbox drained');
    });

    const inFlight = get(port);
    await expect.poll(() => events).toContain('request started');
    let exitCode: number | undefined;
    const stopping = shutDown('SIGTERM', (code) => {
      exitCode = code;
    });
    expect(isShuttingDown()).toBe(true);
    // While the request in flight finishes, new ones are answered 503, not refused.
    expect(await get(port)).toBe(503);
    expect(exitCode).toBeUndefined();
    release();
    expect(await inFlight).toBe(200);
    await stopping;
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(events).toEqual(['request started', 'request finished', 'outbox drained']);
    expect(exitCode).toBe(0);
  });
});
