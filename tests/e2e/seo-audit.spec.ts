import { expect, test } from '@playwright/test';

import { AUDIT_CHECKS } from '../../src/lib/seo-audit/audit-checks';
import { expectNoViolations } from './support/axe';
import { nuHtmlErrors } from './support/validators';

// The free SEO audit's published method: every check the score counts, with its points, why it
// matters and what fixing it involves, server-rendered.

const path = '/free-seo-audit/method';

test('the audit form is valid HTML and works as a plain form before its code loads', async ({
  page,
  request,
}) => {
  const response = await request.get('/free-seo-audit');
  expect(response.status()).toBe(200);
  expect(await nuHtmlErrors({ '/free-seo-audit': await response.text() })).toEqual([]);
  await page.context().route('**/*.js', (route) => route.abort());
  await page.goto('/free-seo-audit#problem-later');
  const form = page.getByRole('form', { name: 'Free SEO audit' });
  await expect(form).toHaveAttribute('action', '/api/seo-audit');
  await expect(form).toHaveAttribute('method', 'post');
  // The plain form's answer names its problem in the fragment; the page shows it without script.
  await expect(page.getByText(/your report will reach you by e-mail/)).toBeVisible();
  await expect(page.getByText('You have asked for 3 audits')).toBeHidden();
  // The browser's own checks stand in for the schema's.
  await expect(form.getByLabel('Website address')).toHaveAttribute('required', '');
  await expect(form.getByLabel(/You may contact me/)).toHaveAttribute('required', '');
  // A business with a place unless the prospect says its customers buy online.
  const customers = form.getByRole('group', { name: 'Your customers' });
  await expect(customers.getByRole('radio', { name: /^Nearby/ })).toBeChecked();
  await expect(customers.getByRole('radio', { name: /^Anywhere/ })).not.toBeChecked();
});

test('the audit method lists every check with its points, valid and accessible', async ({
  page,
  request,
}) => {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(await nuHtmlErrors({ [path]: await response.text() })).toEqual([]);

  await page.context().route('**/*.js', (route) => route.abort());
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Our Free SEO Audit Works');
  await expect(page).toHaveTitle('How Our Free SEO Audit Works | RankSutra Digital');
  const rows = page.getByRole('rowheader');
  await expect(rows).toHaveCount(AUDIT_CHECKS.length);
  const total = AUDIT_CHECKS.reduce((sum, check) => sum + check.weight, 0);
  await expect(page.getByText(`of the ${total} points`)).toHaveCount(3);
  const https = page.getByRole('row', { name: /Pages are served over HTTPS/ });
  await expect(https.getByRole('cell').first()).toHaveText('6');
  await expect(https).toContainText('Install a certificate');

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `audit method at ${width} px`);
  }
});
