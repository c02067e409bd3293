import 'server-only';

import { logger } from '../logger';

// What a public endpoint answers when its work fails (the database locked past its retries, full
// or gone): 503 with a sentence for the page to show and Retry-After, never an empty 500.

/** The handler, answering 503 `{ error: message }` when it throws; the failure is logged. */
export function unavailableOnFailure<A extends unknown[]>(
  failure: string,
  message: string,
  handle: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args) => {
    try {
      return await handle(...args);
    } catch (error) {
      logger.error({ err: error }, failure);
      return Response.json(
        { error: message },
        { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' } },
      );
    }
  };
}
