import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_IMPORT_BYTES } from '../redirects/redirect-csv';
import { MAX_UPLOAD_REQUEST_BYTES } from '../uploads/store-image';
import { bodyLimitFor, limitRequestBody } from './body-limit';

describe('bodyLimitFor', () => {
  it('lets each route read what it accepts, and anonymous routes little', () => {
    expect(bodyLimitFor('/api/admin/uploads')).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(bodyLimitFor('/api/admin/redirects/import')).toBe(MAX_IMPORT_BYTES);
    expect(bodyLimitFor('/api/admin/login')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/admin/login/code')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/admin/invite')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/admin/posts/abc')).toBe(1024 * 1024);
    expect(bodyLimitFor('/api/contact')).toBe(64 * 1024);
    expect(bodyLimitFor('/')).toBe(64 * 1024);
  });
});

describe('limitRequestBody', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const pathname = request.url!.split('?')[0]!;
      if (limitRequestBody(request, response, pathname)) return;
      if (pathname === '/page') {
        // As Next.js answers a POST to a page: the body is made a stream, and 405 sent unread.
        Readable.toWeb(request);
        response.writeHead(405).end();
        return;
      }
      if (pathname === '/api/partial') {
        // As a route that stops reading at its own, smaller limit and answers at once.
        request.once('data', () => {
          request.pause();
          response.writeHead(413).end();
        });
        return;
      }
      let size = 0;
      request.on('data', (chunk: Buffer) => (size += chunk.length));
      request.on('end', () => response.end(String(size)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  type Answer = { status: number; connection?: string; reused: boolean; text: string };
  /** POSTs `bytes` (with `late` more sent only once the answer is in, as a slow client would). */
  function post(
    path: string,
    bytes: number,
    agent: Agent,
    chunked = false,
    late = 0,
  ): Promise<Answer> {
    const length = bytes + late;
    const headers = chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': length };
    return new Promise((resolve, reject) => {
      const sent = request(`${base}${path}`, { method: 'POST', headers, agent }, (response) => {
        if (late) sent.end(Buffer.alloc(late, 'b'));
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            connection: response.headers.connection,
            reused: sent.reusedSocket,
            text,
          }),
        );
      });
      sent.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE') reject(error);
      });
      if (late) sent.write(Buffer.alloc(bytes, 'a'));
      else sent.end(Buffer.alloc(bytes, 'a'));
    });
  }

  it('passes a body within the limit, and keeps the connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await post('/api/contact', 64 * 1024, agent)).toMatchObject({ status: 200 });
    expect(await post('/api/contact', 10, agent, true)).toMatchObject({
      status: 200,
      reused: true,
      text: '10',
    });
    agent.destroy();
  });

  it('answers 413 to a body over the limit, declared or chunked, and closes the connection', async () => {
    // A client that kept the connection would have its next request cut off when it closes.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (const chunked of [false, true]) {
      const refused = await post('/api/contact', 64 * 1024 + 1, agent, chunked);
      expect(refused).toMatchObject({ status: 413, connection: 'close' });
      expect(refused.text).toBe('The request body is over 64 KB.\n');
      expect(await post('/api/contact', 10, agent)).toMatchObject({ status: 200, reused: false });
    }
    agent.destroy();
  });

  it('closes the connection after an answer sent before the body had all arrived', async () => {
    // What is left of that body would stand in the way of the next request on the connection.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (const chunked of [false, true]) {
      for (const path of ['/page', '/api/partial']) {
        const early = await post(path, 20 * 1024, agent, chunked, 40 * 1024);
        expect(early, path).toMatchObject({ connection: 'close' });
        expect(await post('/api/contact', 10, agent)).toMatchObject({ status: 200, reused: false });
      }
    }
    agent.destroy();
  });
});
