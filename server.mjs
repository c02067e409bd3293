// The site's one Node server (DECISIONS 33): a plain HTTP server the project owns, the request
// pipeline in front (src/server/pipeline: the gate, refusals, redirects, headers), the public
// pages' renderer (src/renderer), and Next.js behind them through its documented
// custom-server API for the rest (the admin, /api, the route handlers).
//   node server.mjs [-H host] [-p port] [--dev]      (npm start, npm run dev)
// PORT and HOSTNAME are read too, as the container sets them.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { requestGate } from './src/server/runtime/gate.mjs';
import { loadPageRenderer } from './src/renderer/load-renderer.mjs';

const { values } = parseArgs({
  options: {
    hostname: { type: 'string', short: 'H' },
    port: { type: 'string', short: 'p' },
    dev: { type: 'boolean', default: false },
  },
});
const dev = values.dev;
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const dir = path.dirname(fileURLToPath(import.meta.url));
if (!dev) process.env.NODE_ENV ??= 'production';

// The container holds the standalone build, without next.config.ts: its settings are the ones the
// build wrote down, as Next's own standalone server reads them.
const builtConfig = path.join(dir, '.next/required-server-files.json');
if (!dev && !existsSync(path.join(dir, 'next.config.ts')) && existsSync(builtConfig))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(readFileSync(builtConfig, 'utf8')).config,
  );

const { default: next } = await import('next');
const app = next({ dev, dir, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
// Preparing starts the app's instrumentation: the pipeline installed behind the gate, the
// database migrated, the background work started, the shutdown handlers set. The server listens
// once all of it is done, so no request (and no SIGTERM) finds it half started.
const gate = requestGate();
await gate.started;
// Public pages of the route table are rendered here (src/renderer); the rest by Next.js.
const pages = await loadPageRenderer({ dev, dir });
const server = http.createServer((request, response) => {
  if (pages.serveDevFile?.(request, response)) return;
  gate.serve(request, response, () => {
    void pages.serve(request, response).then((served) => served || handle(request, response));
  });
});
// An idle connection is kept longer than Node's 5 s: a client that sends its next request just as
// the server closes the connection gets ECONNRESET instead of an answer (the tests' request
// client did). nginx drops its idle upstream connections after 4 s (deploy/nginx.conf), well
// before; a shutdown closes idle connections at once (runtime/shutdown.ts).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
if (dev) server.on('upgrade', app.getUpgradeHandler());
gate.servers.add(server);
server.listen(port, hostname, () => {
  const where = hostname ?? '0.0.0.0';
  console.log(`Ready on http://${where.includes(':') ? `[${where}]` : where}:${port}`);
});
