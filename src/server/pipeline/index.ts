import 'server-only';

import type { IncomingMessage, ServerResponse } from 'node:http';

import { hstsHeader } from '@/lib/security-headers';

import { env } from '../env';
import { SOCKET_ADDRESS_HEADER } from '../http/client-address';
import { isShuttingDown } from '../runtime/shutdown';
import { limitRequestBody } from './body-limit';
import { requestGate } from '../runtime/gate.mjs';
import { heldPastNotFoundBudget } from './plain-not-found';
import { isStaticFile } from './public-files';
import { redirectFor } from './redirect';
import { refusalFor } from './refusal';
import { applyResponseHeaders } from './response-headers';

// The request pipeline: every way a request is answered, in the order a request meets it.
//  1. runtime/gate.mjs  holds requests until this pipeline is installed; 503 while shutting down
//  2. refusal.ts        4xx for a method or target Next.js would throw on; body-limit.ts: 413,
//                       and a connection closed after an early answer (lingering-close.ts)
//  3. redirect.ts       the redirect manager's 301/302/410, renamed slugs, canonical URLs and list
//                       query strings, from memory (routing-memory.ts loads it)
//  4. response-headers.ts  as the answer goes out: the Content-Security-Policy, admin no-store,
//                       404s and page views counted
//     plain-not-found.ts  a client past its 404s of the minute: a plain 404 for what is no page
//  5. the page          src/renderer for public pages and the site's 404, else Next.js (src/app)

const https = env.SITE_URL.startsWith('https://');

function refuse(request: IncomingMessage, response: ServerResponse): boolean {
  const refusal = refusalFor(request.method, request.url, isStaticFile);
  if (refusal) {
    response.writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(refusal.allow ? { Allow: refusal.allow } : {}),
    });
    response.end(`${refusal.message}\n`);
    return true;
  }
  return limitRequestBody(request, response, (request.url ?? '/').split('?')[0]!);
}

function redirect(request: IncomingMessage, response: ServerResponse): boolean {
  const answer = redirectFor(request.method, request.url ?? '/');
  if (!answer) return false;
  if (answer.status === 410) {
    response.writeHead(410, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': answer.cacheControl,
    });
    response.end('Gone: this page was removed.\n');
  } else {
    response.writeHead(answer.status, {
      Location: answer.location,
      'Cache-Control': answer.cacheControl,
    });
    response.end();
  }
  return true;
}

/** Installs steps 2 to 4 behind the gate; every request passes them before Next.js sees it. */
export function installPipeline(): void {
  requestGate().setHandler((request, response, pass) => {
    // Route handlers get no socket: they read its address here (client-address.ts).
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    // While shutting down, a kept-alive connection is closed after this answer.
    if (isShuttingDown()) response.setHeader('Connection', 'close');
    // Decided when the server starts, not when it was built.
    if (https) response.setHeader('Strict-Transport-Security', hstsHeader);
    if (refuse(request, response)) return;
    // Hooked in before step 3, so an admin path's redirect is not kept by a shared cache either.
    applyResponseHeaders(request, response);
    if (redirect(request, response)) return;
    if (!heldPastNotFoundBudget(request, response, pass)) pass();
  });
}
