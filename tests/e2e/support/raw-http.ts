import http from 'node:http';

/**
 * A request sent as written: Playwright's client would normalise a bad path, an unusual method
 * or a request target of `*` before sending it.
 */
export function rawRequest(
  baseURL: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method, path: target, headers, timeout: 10_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${target} timed out`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * POSTs `bytes` of JSON-looking filler, declared in Content-Length or chunked, and resolves with
 * the status once the server answers: a server that refuses early may close before all is sent.
 */
export function postBody(
  baseURL: string,
  target: string,
  bytes: number,
  { chunked = false } = {},
): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: baseURL };
  if (chunked) headers['transfer-encoding'] = 'chunked';
  else headers['content-length'] = String(bytes);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      { host: hostname, port, method: 'POST', path: target, headers, timeout: 30_000 },
      (response) => {
        answered = true;
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`POST ${target} timed out`)));
    request.on('error', (error: NodeJS.ErrnoException) => {
      // Closed after its answer, with the rest of the body unsent: as a refusing server does.
      if (!answered)
        reject(
          new Error(
            `POST ${target}${chunked ? ' (chunked)' : ''}: ${error.code ?? error.message} before an answer`,
          ),
        );
    });
    const piece = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const writeMore = () => {
      while (sent < bytes && !request.destroyed) {
        const part = piece.subarray(0, Math.min(piece.length, bytes - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once('drain', writeMore);
      }
      if (!request.destroyed) request.end();
    };
    writeMore();
  });
}
