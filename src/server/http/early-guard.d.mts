import type { IncomingMessage, ServerResponse } from 'node:http';

export type RequestHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  pass: () => void,
) => void;

export function requestGate(): { setHandler(handler: RequestHandler): void };
