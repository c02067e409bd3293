import 'server-only';

import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

import { SOCKET_ADDRESS_HEADER } from './client-address';

type RequestStart = { request: IncomingMessage; socket: Socket };

const holder = globalThis as typeof globalThis & { __siteSocketStamp?: boolean };

/**
 * Stamps every incoming HTTP request with its socket's address before Next.js sees it. Node
 * publishes `http.server.request.start` synchronously before the server's 'request' event.
 */
export function stampSocketAddresses(): void {
  if (holder.__siteSocketStamp) return;
  holder.__siteSocketStamp = true;
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    request.headers[SOCKET_ADDRESS_HEADER] = socket.remoteAddress ?? '';
  });
}
