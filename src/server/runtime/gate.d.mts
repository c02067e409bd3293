import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type RequestHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  pass: () => void,
) => void;

export function requestGate(): {
  setHandler(handler: RequestHandler): void;
  /** Resolved once the app has started whole (instrumentation.ts): the server listens then. */
  started: Promise<void>;
  markStarted(): void;
  /** The HTTP servers this process listens with (server.mjs adds its own). */
  servers: Set<Server>;
  /** Requests passed on and not yet answered. */
  active: number;
  /** Set by a shutdown: new requests are answered 503 while those in flight finish. */
  closing: boolean;
  /** Set while a backup is restored over the site's data: requests are answered 503 meanwhile. */
  restoring: boolean;
  /** Answers a request: the pipeline, then `next` (Next.js) when the pipeline passes it on. */
  serve(request: IncomingMessage, response: ServerResponse, next: () => void): void;
};
