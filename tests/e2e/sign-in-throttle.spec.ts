import { expect, test, type APIRequestContext } from '@playwright/test';

import { adminEmail, adminPassword } from './support/enquiries';
import { runOnOwnSite } from './support/own-site';

runOnOwnSite(test, 'sign-in-throttle');

// Runs after every other spec (its own project): once failures pass the global brake, every
// sign-in on the server waits a moment, which the other admin tests need not pay for.

const signIn = (
  request: APIRequestContext,
  baseURL: string,
  password: string,
  address: string,
  email = adminEmail,
) =>
  request.post('/api/admin/login', {
    data: { email, password },
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

test('failures from many addresses on other accounts never lock the owner out', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (let i = 0; i < 52; i++) {
    const guess = `someone${i % 5}@e2e.test`;
    const status = (
      await signIn(request, baseURL!, 'wrong password 123', `203.0.113.${i + 1}`, guess)
    ).status();
    // Each guessed account locks after ten failures; the site as a whole only slows down.
    expect(status).toBe(i < 50 ? 401 : 429);
  }
  const owner = await signIn(request, baseURL!, adminPassword, '198.51.100.231');
  expect(owner.status()).toBe(200);
});
