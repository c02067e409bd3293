// Step 1 of the request pipeline (index.ts): the gate of the project's own HTTP server
// (server.mjs). Every request passes it: answered 503 while the server stops or a backup is restored
// over the site, held until the pipeline is installed (the app's instrumentation installs it while
// Next.js prepares), then handed to the pipeline with `pass`, which hands it on to Next.js.
// Plain JavaScript, shared through globalThis: server.mjs loads it as it is, the app bundles a copy.

const key = Symbol.for('site.request-gate');
/** The pipeline is installed as the app prepares, before the server listens; past this, it failed. */
const GIVE_UP_MS = 30_000;

/** The gate's state, shared by server.mjs's copy of this module and the app's bundled one. */
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
  let markStarted;
  const started = new Promise((resolve) => (markStarted = resolve));
  const gate = {
    /** Resolved once the app has started whole (instrumentation.ts): the server listens then. */
    started,
    markStarted: () => markStarted(),
    handle: null,
    /** The HTTP servers this process listens with, so a shutdown can close them (shutdown.ts). */
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
    /** Answers a request: the pipeline, then `next` (Next.js) when the pipeline passes it on. */
    serve(request, response, next) {
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
        next();
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
    },
  };
  globalThis[key] = gate;
  return gate;
}
