import 'server-only';

import type { IncomingMessage, ServerResponse } from 'node:http';

import { MAX_IMPORT_BYTES } from '../redirects/redirect-csv';
import { closeAfterAnswer, closeWhenAnsweredEarly } from './lingering-close';

// How large a request body may be, for every route, enforced before Next.js reads a byte of it:
// a declared length past the limit is refused at once, and a chunked body as soon as its bytes
// pass it. Each route may still refuse less (the contact form reads 32 KB at most).

const KB = 1024;
const BODY_LIMITS: [RegExp, number][] = [
  // An image and its form fields: store-image.ts's MAX_UPLOAD_REQUEST_BYTES (which loads sharp).
  [/^\/api\/admin\/uploads$/, 5 * 1024 * KB + 64 * KB],
  [/^\/api\/admin\/redirects\/import$/, MAX_IMPORT_BYTES],
  // A backup to restore: the database and every upload, as an archive.
  [/^\/api\/admin\/backups\/restore$/, 4 * 1024 * 1024 * KB],
  // Anonymous: signing in and accepting an invitation.
  [/^\/api\/admin\/(login|invite)(\/|$)/, 16 * KB],
  // A post of 200,000 characters of Devanagari, as JSON.
  [/^\/api\/admin\//, 1024 * KB],
  [/^/, 64 * KB],
];

export function bodyLimitFor(pathname: string): number {
  return BODY_LIMITS.find(([pattern]) => pattern.test(pathname))![1];
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * KB ? `${Math.round(bytes / 1024 / KB)} MB` : `${Math.round(bytes / KB)} KB`;

function refuse(request: IncomingMessage, response: ServerResponse, limit: number): void {
  // Halfway through an answer (none of the routes answers before reading all it reads): cut off.
  if (response.headersSent) return void request.socket.destroy();
  closeAfterAnswer(request, response);
  response.writeHead(413, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(`The request body is over ${sizeText(limit)}.\n`);
}

/**
 * Answers 413 (and true) when the declared body is over the route's limit; otherwise counts the
 * bytes as they arrive and answers 413 once they pass it, passing none of the rest on.
 */
export function limitRequestBody(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const limit = bodyLimitFor(pathname);
  let size = 0;
  let refused = false;
  // Node's HTTP parser hands each piece of the body to push(): counted there, before any reader.
  // Once refused or answered, every piece is dropped (true keeps the parser reading), the end too.
  const push = request.push.bind(request);
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused || response.writableEnded) return true;
    if (chunk !== null) size += (chunk as Buffer).length;
    if (size <= limit) return push(chunk, encoding);
    refused = true;
    refuse(request, response, limit);
    return true;
  };
  closeWhenAnsweredEarly(request, response);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    refused = true;
    refuse(request, response, limit);
    return true;
  }
  return false;
}
