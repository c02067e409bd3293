import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSafeFetcher, MAX_REDIRECTS } from '@/server/seo-audit/safe-fetch';

import { startFixtureSite } from '../support/fixture-site';
import { refusal } from '../support/refusal';

// The audit's fetcher against servers on loopback: what it reads, and every way it refuses.

const userAgent = 'RankSutraAudit/1.0 (+https://agency.test/free-seo-audit)';
const html = (title: string) => `<!doctype html><html lang="en"><title>${title}</title></html>`;

describe('the audit fetcher, reading a site', () => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  const fetcher = createSafeFetcher({ userAgent, allowPrivate: true });

  beforeAll(async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024));
    site = await startFixtureSite({
      '/': (request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'a=1' });
        response.end(html(`Home for ${request.headers['user-agent']}`));
      },
      '/gzip': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(gzipSync(html('Packed')));
      },
      '/bomb': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(bomb);
      },
      '/large': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(Buffer.alloc(3 * 1024 * 1024, 'a'));
      },
      '/slow': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const drip = setInterval(() => response.write('a'), 1000);
        response.on('close', () => clearInterval(drip));
      },
      '/cookie-check': (request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(request.headers.cookie ?? 'no cookie');
      },
      ...Object.fromEntries(
        Array.from({ length: MAX_REDIRECTS + 1 }, (_, n) => [
          `/hop-${n}`,
          (_request: unknown, response: ServerResponse) => {
            response.writeHead(301, { location: n === 0 ? '/' : `/hop-${n - 1}` });
            response.end();
          },
        ]),
      ),
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
  });
  afterAll(async () => {
    await fetcher.close();
    await site.close();
  });

  it('reads a page with its own user agent, and sends no cookie it was given', async () => {
    const page = await fetcher.fetch(`${site.origin}/`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain(`Home for ${userAgent}`);
    expect(page.ttfbMs).toBeGreaterThan(0);
    expect((await fetcher.fetch(`${site.origin}/cookie-check`)).body.toString()).toBe('no cookie');
    const packed = await fetcher.fetch(`${site.origin}/gzip`);
    expect(packed.body.toString()).toContain('<title>Packed</title>');
    expect(packed.wireBytes).toBeLessThan(packed.body.length + 30);
    const head = await fetcher.fetch(`${site.origin}/`, { method: 'HEAD' });
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  it(`follows ${MAX_REDIRECTS} redirects by hand, and refuses a sixth`, async () => {
    const followed = await fetcher.fetch(`${site.origin}/hop-${MAX_REDIRECTS - 1}`);
    expect(followed.url).toBe(`${site.origin}/`);
    expect(followed.hops.map((hop) => [hop.status, hop.location])).toEqual([
      [301, '/hop-3'],
      [301, '/hop-2'],
      [301, '/hop-1'],
      [301, '/hop-0'],
      [301, '/'],
    ]);
    expect((await refusal(fetcher.fetch(`${site.origin}/hop-${MAX_REDIRECTS}`))).reason).toBe(
      'redirects',
    );
  });

  it('cuts a 50 MB compression bomb and a 3 MB page at 2 MB decoded, keeping their start', async () => {
    for (const path of ['/bomb', '/large']) {
      const read = await fetcher.fetch(`${site.origin}${path}`);
      expect([read.status, read.cut, read.body.length], path).toEqual([200, true, 2 * 1024 * 1024]);
    }
    expect((await fetcher.fetch(`${site.origin}/`)).cut).toBe(false);
  });

  it('cuts a site that answers one byte a second at the 20 s deadline', async () => {
    const started = Date.now();
    const slow = await refusal(fetcher.fetch(`${site.origin}/slow`));
    expect(slow.reason).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(19_000);
  }, 40_000);
});
