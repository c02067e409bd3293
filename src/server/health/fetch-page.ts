import 'server-only';

import http from 'node:http';
import https from 'node:https';

import { internalPath, type FetchedPage } from './page-facts';

// One page of the site as a visitor's client reads it: Node's own HTTP client, not the fetch that
// Next.js patches (whose body.cancel() never settled on a redirect), with a time limit on the
// whole answer and a size limit on what is read.

export const PAGE_TIMEOUT_MS = 20_000;
const MAX_PAGE_BYTES = 5 * 1024 * 1024;

/** Fetches a page of the site without following redirects; rejects after `timeoutMs`. */
export function fetchPage(origin: string, path: string, timeoutMs = PAGE_TIMEOUT_MS) {
  return new Promise<FetchedPage>((resolve, reject) => {
    const url = new URL(path, origin);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      headers: { 'user-agent': 'site-health-crawl', accept: 'text/html,application/xml' },
    });
    const timer = setTimeout(() => {
      request.destroy(new Error(`${path} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const settle = (done: () => void) => {
      clearTimeout(timer);
      done();
    };
    request.on('error', (error) => settle(() => reject(error)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location ?? null;
      const type = response.headers['content-type'] ?? '';
      const page = (html: string | null) => ({
        status,
        location: location ? (internalPath(location, origin, path) ?? location) : null,
        html,
      });
      if (!type.includes('html') && !type.includes('xml')) {
        // Nothing to read: the connection is closed rather than drained.
        response.destroy();
        settle(() => resolve(page(null)));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_PAGE_BYTES) request.destroy(new Error(`${path} is over 5 MB`));
        else chunks.push(chunk);
      });
      response.on('end', () => settle(() => resolve(page(Buffer.concat(chunks).toString('utf8')))));
      response.on('error', (error) => settle(() => reject(error)));
    });
  });
}
