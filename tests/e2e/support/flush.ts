import { expect, type APIRequestContext } from '@playwright/test';

/** Has the server write the counts it keeps in memory (page views, 404s, bot and redirect hits). */
export async function flushCounters(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/test-hooks/flush');
  expect(response.status(), 'the server was started without TEST_HOOKS=1').toBe(200);
}
