import 'server-only';

import type { z } from 'zod';

import { BodyTooLargeError, readLimitedText } from './read-body';

// A beacon the site's own pages send (sendBeacon, a small JSON body): read within a size limit,
// checked by its schema, and answered without a body and never cached.

const noStore = { 'Cache-Control': 'no-store' };

export const beaconKept = () => new Response(null, { status: 204, headers: noStore });

export const beaconRefused = (
  status: number,
  error: string,
  headers: Record<string, string> = {},
) => Response.json({ error }, { status, headers: { ...noStore, ...headers } });

/** The beacon's data, or the answer refusing it: 413 over the limit, 400 not JSON or not the schema. */
export async function readBeacon<T>(
  request: Request,
  schema: z.ZodType<T>,
  limits: { maxBytes: number; tooLarge: string; invalid: string },
): Promise<{ data: T; refused?: undefined } | { refused: Response }> {
  let body: unknown;
  try {
    body = JSON.parse(await readLimitedText(request, limits.maxBytes));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { refused: beaconRefused(413, limits.tooLarge) };
    return { refused: beaconRefused(400, 'The request body must be valid JSON.') };
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { data: parsed.data } : { refused: beaconRefused(400, limits.invalid) };
}

/** What a beacon endpoint says when it cannot count (http/unavailable.ts). */
export const notCountedMessage =
  'Not counted: the site cannot store it right now. Try again later.';
