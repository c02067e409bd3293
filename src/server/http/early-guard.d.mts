import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type RequestHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  pass: () => void,
) => void;

export function requestGate(): {
  setHandler(handler: RequestHandler): void;
  /** The HTTP servers of this process: those that listened after the preload, or took a request. */
  servers: Set<Server>;
};
