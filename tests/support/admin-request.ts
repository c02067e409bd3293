// A same-origin request to an admin API handler, with the session cookie when given.

const origin = 'http://admin.test';

export function adminRequest(method: string, body?: object, cookie?: string): Request {
  const headers = new Headers({ host: 'admin.test', origin });
  if (cookie) headers.set('cookie', cookie);
  if (body !== undefined) headers.set('content-type', 'application/json');
  return new Request(`${origin}/api/admin`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
