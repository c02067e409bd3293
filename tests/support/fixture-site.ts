import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A web server on loopback that the tests of the SEO audit read as a prospect's site: each path
// answered by its handler, every request it received kept in order.

export type FixtureHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export async function startFixtureSite(
  routes: Record<string, FixtureHandler>,
  { host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {},
) {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    const handler = routes[(request.url ?? '/').split('?')[0]!];
    if (handler) handler(request, response);
    else {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Not found</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${bound}`,
    port: bound,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
