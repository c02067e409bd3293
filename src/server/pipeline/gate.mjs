// Step 1 of the request pipeline (index.ts): a gate in front of the HTTP server's own request
// listener from the moment the process starts.
// Next.js starts listening before it runs the app's instrumentation, so requests could otherwise
// reach it before the rest of the pipeline (index.ts) is installed; here they wait for it.
// `npm start` preloads this file (node --import); imported by index.ts, it does the same
// for any other way of starting the server, from the pipeline's installation on.
import diagnostics from 'node:diagnostics_channel';
import http from 'node:http';

const key = Symbol.for('site.request-gate');
/** The guard is installed first thing when the app starts; past this, something went wrong. */
const GIVE_UP_MS = 30_000;

/** The gate's state, shared by the preloaded copy of this module and the bundled one. */
export function requestGate() {
  if (globalThis[key]) return globalThis[key];
  let open;
  const ready = new Promise((resolve, reject) => {
    open = resolve;
    setTimeout(() => reject(new Error('request pipeline not installed')), GIVE_UP_MS).unref();
  });
  ready.catch(() =>
    console.error(
      'The request pipeline was not installed: requests are answered 503 until restart',
    ),
  );
  const gate = {
    handle: null,
    /** Every HTTP server this process listens with, so a shutdown can close them (shutdown.ts). */
    servers: new Set(),
    /** Requests passed on and not yet answered. */
    active: 0,
    /** Set by a shutdown: new requests are answered 503 while those in flight finish. */
    closing: false,
    /** Set while a backup is restored over the site's data: requests are answered 503 meanwhile. */
    restoring: false,
    setHandler(handler) {
      gate.handle = handler;
      open();
    },
  };
  globalThis[key] = gate;
  const listen = http.Server.prototype.listen;
  http.Server.prototype.listen = function (...args) {
    gate.servers.add(this);
    return listen.apply(this, args);
  };
  const gated = new WeakSet();
  diagnostics.subscribe('http.server.request.start', ({ server }) => {
    if (gated.has(server)) return;
    gated.add(server);
    gate.servers.add(server);
    const listeners = server.listeners('request');
    server.removeAllListeners('request');
    server.on('request', (request, response) => {
      if (gate.closing) {
        // A load balancer retries elsewhere; a refused connection would tell it nothing.
        response.writeHead(503, {
          'Retry-After': '5',
          'Content-Type': 'text/plain',
          'Cache-Control': 'no-store',
          Connection: 'close',
        });
        response.end('The server is restarting. Please try again in a moment.\n');
        return;
      }
      if (gate.restoring) {
        response.writeHead(503, {
          'Retry-After': '10',
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        response.end('The site is being restored from a backup. Please try again in a moment.\n');
        return;
      }
      const pass = () => {
        gate.active++;
        response.once('close', () => gate.active--);
        for (const listener of listeners) listener.call(server, request, response);
      };
      if (gate.handle) gate.handle(request, response, pass);
      else
        ready.then(
          () => gate.handle(request, response, pass),
          () => {
            response.writeHead(503, { 'Retry-After': '30', 'Content-Type': 'text/plain' });
            response.end('The server is not ready.\n');
          },
        );
    });
  });
  return gate;
}

requestGate();
