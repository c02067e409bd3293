import 'server-only';

import { requestGate } from './gate.mjs';

/**
 * This process's own server, as a loopback URL ('http://127.0.0.1:3000'), for a background task
 * that must read what a request would (the sitemap, made by cached reads only a request may
 * make). Throws before the server listens; the task's next run tries again.
 */
export function ownOrigin(): string {
  for (const server of requestGate().servers) {
    const address = server.address();
    if (!address || typeof address === 'string') continue;
    const any = address.address === '0.0.0.0' || address.address === '::';
    const host = any
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${address.port}`;
  }
  throw new Error('the server is not listening yet');
}
