import 'server-only';

import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long what still arrives is read (and dropped) so the client reads the answer before the close. */
const LINGER_MS = 2_000;

/**
 * Sends this answer with "Connection: close", so the client sends its next request on a new
 * connection. Node.js would destroy the connection as soon as the answer is written: with a body
 * still arriving, that resets it and can lose the answer. Instead, as nginx's lingering close, only
 * the sending side is closed, and what still arrives is read and dropped for a moment first.
 */
export function closeAfterAnswer(request: IncomingMessage, response: ServerResponse): void {
  const socket = response.socket ?? request.socket;
  socket.destroySoon = () => {
    socket.end();
    request.removeAllListeners('data');
    request.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  response.setHeader('Connection', 'close');
}

/**
 * Closes the connection after an answer sent before its request's body had all arrived (a route
 * that refuses a request before reading it, or stops reading at its own limit): what is left of
 * that body would otherwise stand in the way of the client's next request on the connection.
 */
export function closeWhenAnsweredEarly(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // Not once answered: a route that answers after this pipeline's 413 is told so by Node.js.
    if (!request.complete && !response.headersSent) closeAfterAnswer(request, response);
    return writeHead(...args);
  };
}
