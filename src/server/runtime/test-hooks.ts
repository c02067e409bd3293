import 'server-only';

import { flushCounters } from './background-work';

// The one hook the browser tests have into a running server, on only when it was started with
// TEST_HOOKS=1 (playwright.config.ts does): elsewhere it answers 404 like any unknown address.

const enabled = () => process.env.TEST_HOOKS === '1';

/** Writes every in-memory count now, so a test reads it without waiting for the timers. */
export async function flushCountersForTests(): Promise<Response> {
  if (!enabled()) return new Response(null, { status: 404 });
  return Response.json(
    { flushed: await flushCounters() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
