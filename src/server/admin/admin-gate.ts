import 'server-only';

import type { z } from 'zod';

import { isValidSession, sessionTokenFrom } from '../auth/sessions';
import type { DB } from '../db/client';

// The one gate of every admin endpoint: same-origin writes, a live session, a validated body.

export const noStore = { 'Cache-Control': 'no-store' };

export const json = (status: number, body: unknown, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } });

/** A write must come from this site's own pages: the Origin (or Referer) host equals the Host. */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!host || !source) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

export type Handler<P> = (request: Request, params: P) => Promise<Response>;

export function createAdminGate(db: DB) {
  function guarded<P>(handler: Handler<P>): Handler<P> {
    return async (request, params) => {
      if (request.method !== 'GET' && !isSameOrigin(request))
        return json(403, { error: 'Cross-site request refused' });
      if (!(await isValidSession(db, sessionTokenFrom(request.headers)))) {
        return json(401, { error: 'Authentication required' });
      }
      return handler(request, params);
    };
  }

  async function readJson<S extends z.ZodType>(
    request: Request,
    schema: S,
  ): Promise<
    { data: z.infer<S>; response?: undefined } | { response: Response; data?: undefined }
  > {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return {
        response: json(400, { error: 'The request body must be valid JSON.', fieldErrors: {} }),
      };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return {
        response: json(400, {
          error: 'Please correct the highlighted fields.',
          fieldErrors: parsed.error.flatten().fieldErrors,
        }),
      };
    }
    return { data: parsed.data };
  }

  return { guarded, readJson };
}
