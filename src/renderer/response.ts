import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { LRUCache } from 'lru-cache';

import { securityHeaders } from '@/lib/security-headers';
import { SCRIPT_HASHES_HEADER } from '@/server/cache/inline-script-hashes.mjs';

// How the renderer sends a page: its validator, compressed as the browser accepts, and the
// headers every page has.

export const NOT_CACHED = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** A page ready to send. */
export type Rendered = {
  status: number;
  html: string;
  etag: string;
  cacheControl: string;
};

export const etagOf = (html: string) =>
  `"${createHash('sha1').update(html).digest('base64url').slice(0, 16)}"`;

// A page's body as each encoding sends it, made once per version of the page (its ETag).
const encoded = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (body) => body.length,
});

function encode(page: Rendered, accepted: string | string[] | undefined) {
  const accepts = (name: string) => String(accepted ?? '').includes(name);
  const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
  if (!encoding) return { encoding, body: Buffer.from(page.html) };
  const key = `${page.etag}:${encoding}`;
  let body = encoded.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page.html);
    if (page.status === 200) encoded.set(key, body);
  }
  return { encoding, body };
}

export function send(
  request: IncomingMessage,
  response: ServerResponse,
  page: Rendered,
  scriptHashes: string,
) {
  const headers: Record<string, string | number> = {
    'Cache-Control': page.cacheControl,
    ETag: page.etag,
    Vary: 'Accept-Encoding',
  };
  response.setHeader(SCRIPT_HASHES_HEADER, scriptHashes);
  for (const { key, value } of securityHeaders()) headers[key] = value;
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const { encoding, body } = encode(page, request.headers['accept-encoding']);
  headers['Content-Type'] = 'text/html; charset=utf-8';
  headers['Content-Length'] = body.length;
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(page.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
