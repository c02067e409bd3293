import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';

// A same-origin request to an admin API handler, with the session cookie when given.

const origin = 'http://admin.test';

export function adminRequest(
  method: string,
  body?: object,
  cookie?: string,
  ip = '192.0.2.10',
): Request {
  const headers = new Headers({ host: 'admin.test', origin, [SOCKET_ADDRESS_HEADER]: ip });
  if (cookie) headers.set('cookie', cookie);
  if (body !== undefined) headers.set('content-type', 'application/json');
  return new Request(`${origin}/api/admin`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
