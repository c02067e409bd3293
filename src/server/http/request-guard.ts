import 'server-only';

import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import { refusalFor } from '@/lib/http/request-refusal';
import { countsAsPageView } from '@/lib/page-views';
import { hstsHeader } from '@/lib/security-headers';

import { env } from '../env';
import { limitRequestBody } from './body-limit';
import { SOCKET_ADDRESS_HEADER } from './client-address';
import { requestGate } from './early-guard.mjs';
import { countAnswered, countNotFound } from '../not-found-log/not-found-memory';
import { countPageView } from '../page-views/page-view-memory';
import { matchRedirect } from '../redirects/redirect-memory';
import { renamedPath } from './renamed-slugs';
import { isShuttingDown } from '../runtime/shutdown';
import { requestedStatus, withResponseState } from './response-status';

// What every request passes before Next.js sees it, through the gate of early-guard.mjs.

const https = env.SITE_URL.startsWith('https://');
const publicFiles = listFiles(path.join(process.cwd(), 'public'));
const isStaticFile = (pathname: string) =>
  pathname.startsWith('/_next/static/') || publicFiles.has(pathname);

function listFiles(root: string, prefix = ''): Set<string> {
  const files = new Set<string>();
  let entries: fs.Dirent[] = [];
  try {
    entries = fs.readdirSync(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) for (const file of listFiles(root, name)) files.add(file);
    else files.add(name);
  }
  return files;
}

const dropHeader = (args: unknown[], name: string) => {
  for (const arg of args.slice(1)) {
    if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
      for (const key of Object.keys(arg)) {
        if (key.toLowerCase() === name) delete (arg as Record<string, unknown>)[key];
      }
    }
  }
};

const NOT_PUBLIC = /^\/(admin|admin-invite|api|_next)(\/|$)/;

/**
 * Applied as the headers go out: the status a page asked for (response-status.ts); for admin
 * answers, `private, no-store` whatever Next.js would send, so no shared cache keeps them; and a
 * 404 on a public path counted in the 404 log.
 */
function finalHeaders(request: IncomingMessage, response: ServerResponse, admin: boolean): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = requestedStatus();
    if (status && args[0] === 200) args[0] = status;
    if (admin) {
      dropHeader(args, 'cache-control');
      this.setHeader('Cache-Control', 'private, no-store');
    }
    const read = args[0] === 404 || args[0] === 200 ? readRequest(request) : null;
    if (read && args[0] === 404 && !NOT_PUBLIC.test(read.pathname))
      countNotFound(read.pathname, request.headers.referer ?? '', request.headers['user-agent']);
    if (read && args[0] === 200 && !NOT_PUBLIC.test(read.pathname)) countAnswered(read.pathname);
    if (
      read &&
      countsAsPageView({
        method: request.method,
        status: args[0] as number,
        pathname: read.pathname,
        headers: request.headers,
      })
    )
      countPageView(read.pathname);
    return writeHead(...args);
  };
}

function guard(request: IncomingMessage, response: ServerResponse): boolean {
  const refusal = refusalFor(request.method, request.url, isStaticFile);
  if (refusal) {
    response.writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(refusal.allow ? { Allow: refusal.allow } : {}),
    });
    response.end(`${refusal.message}\n`);
    return false;
  }
  if (limitRequestBody(request, response, (request.url ?? '/').split('?')[0]!)) return false;
  // Decided when the server starts, not when it was built.
  if (https) response.setHeader('Strict-Transport-Security', hstsHeader);
  finalHeaders(request, response, /^\/(api\/)?admin(-invite)?(\/|\?|$)/.test(request.url ?? ''));
  return true;
}

/** A GET or HEAD request's path and query string ('' or '?...'); null for other methods. */
function readRequest(request: IncomingMessage): { pathname: string; query: string } | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  return queryAt === -1
    ? { pathname: url, query: '' }
    : { pathname: url.slice(0, queryAt), query: url.slice(queryAt) };
}

/** A URL of a renamed city or author answers 301; short-lived, so undoing a rename is seen soon. */
function redirectRenamed(request: IncomingMessage, response: ServerResponse): boolean {
  const read = readRequest(request);
  const target = read && renamedPath(read.pathname);
  if (!read || !target) return false;
  response.writeHead(301, {
    Location: target + read.query,
    'Cache-Control': 'public, max-age=300',
  });
  response.end();
  return true;
}

/**
 * The redirect manager's rules, before any page renders: a redirect wins over a page that exists.
 * The request's query string is carried over unless the target has its own.
 */
function answerRedirect(request: IncomingMessage, response: ServerResponse): boolean {
  const read = readRequest(request);
  if (!read || NOT_PUBLIC.test(read.pathname)) return false;
  const match = matchRedirect(read.pathname);
  if (!match) return false;
  if (match.rule.type === 410) {
    response.writeHead(410, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
    response.end('Gone: this page was removed.\n');
    return true;
  }
  const query = match.location.includes('?') ? '' : read.query;
  response.writeHead(match.rule.type, {
    Location: match.location + query,
    // Short-lived, so a changed or deleted redirect is seen soon; a 302 is not kept at all.
    'Cache-Control': match.rule.type === 301 ? 'public, max-age=300' : 'no-store',
  });
  response.end();
  return true;
}

/** Every request passes the guard, stamped with its socket's address, before Next.js sees it. */
export function installRequestGuard(): void {
  requestGate().setHandler((request, response, pass) => {
    // Route handlers get no socket: they read its address here (client-address.ts).
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    // While shutting down, a kept-alive connection is closed after this answer.
    if (isShuttingDown()) response.setHeader('Connection', 'close');
    if (!guard(request, response)) return;
    if (answerRedirect(request, response)) return;
    if (redirectRenamed(request, response)) return;
    withResponseState(pass, { path: readRequest(request)?.pathname, response });
  });
}
