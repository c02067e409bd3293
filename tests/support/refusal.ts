import { expect } from 'vitest';

import { FetchRefusal } from '@/server/seo-audit/fetch-refusal';

/** The FetchRefusal a read of the audit's fetcher rejects with; fails the test if it resolves. */
export async function refusal(promise: Promise<unknown>): Promise<FetchRefusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchRefusal);
  return error as FetchRefusal;
}
