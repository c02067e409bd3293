import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

import { generate } from 'selfsigned';

// A web server on loopback that the tests of the SEO audit read as a prospect's site: each path
// answered by its handler, every request it received kept in order; over https with `tls`.

export type FixtureHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A certificate for 127.0.0.1 of its own, made per run: what a test's fetcher is told to trust. */
export async function loopbackCertificate() {
  const made = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: made.private, cert: made.cert };
}

export async function startFixtureSite(
  routes: Record<string, FixtureHandler>,
  {
    host = '127.0.0.1',
    port = 0,
    tls,
  }: { host?: string; port?: number; tls?: { key: string; cert: string } } = {},
) {
  const received: string[] = [];
  const listener: http.RequestListener = (request, response) => {
    received.push(`${request.method} ${request.url}`);
    const handler = routes[(request.url ?? '/').split('?')[0]!];
    if (handler) handler(request, response);
    else {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Not found</title>');
    }
  };
  const server = tls ? https.createServer(tls, listener) : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `${tls ? 'https' : 'http'}://${host}:${bound}`,
    port: bound,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
