import { expect, test, type APIRequestContext } from '@playwright/test';

import { adminPassword } from './support/enquiries';

// Runs after every other spec (its own project): once failures pass the global brake, every
// sign-in on the server waits a moment, which the other admin tests need not pay for.

const signIn = (request: APIRequestContext, baseURL: string, password: string, address: string) =>
  request.post('/api/admin/login', {
    data: { password },
    headers: { origin: baseURL, 'x-forwarded-for': address },
  });

test('one address trying many passwords at once gets at most five checked', async ({
  request,
  baseURL,
}) => {
  const responses = await Promise.all(
    Array.from({ length: 20 }, () =>
      signIn(request, baseURL!, 'wrong password 123', '198.51.100.230'),
    ),
  );
  const statuses = responses.map((r) => r.status());
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
});

test('failures from many addresses never lock the owner out', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  for (let i = 0; i < 52; i++) {
    expect(
      (await signIn(request, baseURL!, 'wrong password 123', `203.0.113.${i + 1}`)).status(),
    ).toBe(401);
  }
  const owner = await signIn(request, baseURL!, adminPassword, '198.51.100.231');
  expect(owner.status()).toBe(200);
});
