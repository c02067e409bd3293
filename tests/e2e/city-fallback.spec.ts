import { expect, test } from '@playwright/test';

import { runOnOwnSite } from './support/own-site';
import { signInAsOwner } from './support/team';

// A city the admin has just added, on a site of its own: its service pages are the generic ones.

runOnOwnSite(test, 'city-fallback');

test('a known city without a record for a service gets the generic page with noindex', async ({
  page,
  request,
  baseURL,
}) => {
  // A city the admin has just added, with no page for any service yet.
  const run = Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const name = `Vadodara ${run}`;
  const slug = `vadodara-${run}`;
  const owner = await signInAsOwner(baseURL!);
  const created = await owner.post('/api/admin/cities', {
    data: {
      name,
      state: 'Gujarat',
      slug,
      description: '',
      image: '',
      latitude: '',
      longitude: '',
      featured: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const response = await page.goto(`/services/site-speed/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Site Speed Optimization Services in ${name}, Gujarat`,
  );
  await expect(
    page.getByText(
      `Showing generic information for Site Speed Optimization in ${name}. Contact us to get customized services.`,
    ),
  ).toBeVisible();
  // The service's own price, as on its stored city pages, never a contradicting generic one.
  await expect(
    page
      .getByRole('region', { name: 'Site Speed Optimization Pricing' })
      .getByText('From ₹41,000 one-time'),
  ).toBeVisible();
  await expect(page.getByText('₹25,000')).toHaveCount(0);
  // The cities the service has pages in, from the data (a departure from the spec's fixed list).
  const related = page.getByRole('region', { name: 'Site Speed Optimization in Other Cities' });
  await expect(related.getByRole('link')).toHaveCount(10);
  await expect(related.getByRole('link', { name: /Bengaluru/ })).toHaveAttribute(
    'href',
    '/services/site-speed/bengaluru',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // A city the site does not know is not printed as one.
  expect((await request.get('/services/site-speed/lucknow')).status()).toBe(404);
  expect((await owner.delete(`/api/admin/cities/${id}`)).status()).toBe(200);
  await owner.dispose();
});
