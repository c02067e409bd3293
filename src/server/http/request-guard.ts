import 'server-only';

import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';

import { refusalFor } from '@/lib/http/request-refusal';
import { LIST_REWRITE_HEADER } from '@/lib/routing/list-params';
import { hstsHeader } from '@/lib/security-headers';

import { env } from '../env';
import { SOCKET_ADDRESS_HEADER } from './client-address';
import { requestedStatus, withResponseState } from './response-status';

// What every request passes before Next.js sees it. Node publishes `http.server.request.start`
// synchronously before the server's 'request' event, so the first request of a server puts this
// guard in front of the server's own listener.

type RequestStart = {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  server: Server;
};
type Listener = (request: IncomingMessage, response: ServerResponse) => void;

const holder = globalThis as typeof globalThis & { __siteRequestGuard?: WeakSet<Server> };

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

/**
 * Applied as the headers go out: the status a page asked for (response-status.ts), and, for admin
 * answers, `private, no-store` whatever Next.js would send, so no shared cache keeps them.
 */
function finalHeaders(response: ServerResponse, admin: boolean): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = requestedStatus();
    if (status && args[0] === 200) args[0] = status;
    if (admin) {
      dropHeader(args, 'cache-control');
      this.setHeader('Cache-Control', 'private, no-store');
    }
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
  // Decided when the server starts, not when it was built.
  if (https) response.setHeader('Strict-Transport-Security', hstsHeader);
  finalHeaders(response, /^\/(api\/)?admin(\/|\?|$)/.test(request.url ?? ''));
  return true;
}

function putGuardInFront(server: Server): void {
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!guard(request, response)) return;
    withResponseState(() => {
      for (const listener of listeners) listener.call(server, request, response);
    });
  });
}

export function installRequestGuard(): void {
  if (holder.__siteRequestGuard) return;
  const guarded = (holder.__siteRequestGuard = new WeakSet<Server>());
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, socket, server } = message as RequestStart;
    // Route handlers get no socket: they read its address here (client-address.ts).
    request.headers[SOCKET_ADDRESS_HEADER] = socket.remoteAddress ?? '';
    // Only proxy.ts's own rewrites may carry it (list-params.ts).
    delete request.headers[LIST_REWRITE_HEADER];
    if (!guarded.has(server)) {
      guarded.add(server);
      putGuardInFront(server);
    }
  });
}
