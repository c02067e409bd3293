import { expect, test } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { adminEmail, adminPassword } from './support/enquiries';

test('logged out, the site-health screen and its API refuse', async ({ page, request }) => {
  await page.goto('/admin/health');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  expect((await request.post('/api/admin/health', { headers: { origin } })).status()).toBe(401);
});

test('the admin crawls the site and reads the report', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/admin/health');
  await page.getByLabel('E-mail').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Site Health', exact: true })).toBeVisible();
  await expectNoViolations(page, 'site health');
  await page.getByRole('button', { name: 'Start Crawl' }).click();
  await expect(page.getByRole('button', { name: 'Crawling...' })).toBeDisabled();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expectNoViolations(page, 'site health while crawling');
  await expect(page.getByRole('status')).toContainText(/Last crawl .*: \d+ pages, \d+ findings/, {
    timeout: 200_000,
  });
  await expect(page.getByRole('button', { name: 'Start Crawl' })).toBeEnabled();
  await expectNoViolations(page, 'site health report');
});
