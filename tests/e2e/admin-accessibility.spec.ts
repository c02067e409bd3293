import { expect, test, type Page } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { adminEmail, adminPassword, sendEnquiry } from './support/enquiries';
import { runOnOwnSite } from './support/own-site';

// The admin's screens and dialogs under axe, and a whole task done with the keyboard alone.

runOnOwnSite(test, 'admin-accessibility');

test.describe('admin screens', () => {
  test('login, dashboard, enquiries, an enquiry, its dialog, the template dialog and blog admin have no violations', async ({
    page,
    request,
  }) => {
    // Eight axe runs, each of a few seconds on a slow machine.
    test.setTimeout(120_000);
    const id = await sendEnquiry(
      request,
      {
        name: 'Axe Check',
        email: 'axe@example.in',
        service: 'seo',
        message: 'Checking the screens.',
      },
      '198.18.2.1',
    );
    await page.goto('/admin');
    await expectNoViolations(page, 'admin login');
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expectNoViolations(page, 'admin dashboard');
    await page.goto('/admin/enquiries');
    await expect(page.getByRole('heading', { name: 'Enquiries', exact: true })).toBeVisible();
    await expectNoViolations(page, 'enquiries');

    await page.getByRole('button', { name: 'View enquiry from Axe Check' }).click();
    await expect(page.getByRole('dialog', { name: 'Submission Details' })).toBeVisible();
    await expectNoViolations(page, 'submission details dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Email Template' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Email Template' })).toBeVisible();
    await expectNoViolations(page, 'e-mail template dialog');
    await page.keyboard.press('Escape');

    // The enquiry on its own page, as the notification mail links to it.
    await page.goto(`/admin/enquiries/${id}`);
    await expect(page.getByRole('heading', { name: 'Enquiry from Axe Check' })).toBeVisible();
    await expectNoViolations(page, 'an enquiry');

    await page.goto('/admin/blog');
    await expectNoViolations(page, 'blog admin');
    await page.getByRole('button', { name: 'Create New' }).click();
    await expectNoViolations(page, 'blog post form');
  });
});

/** Presses Tab until the element has focus, as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

test('an admin filters, opens a submission, changes its status and closes it with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { sendEnquiry } = await import('./support/enquiries');
  const name = `Keyboard ${Date.now().toString(36)}`;
  await sendEnquiry(
    request,
    { name, email: 'kb@example.in', service: 'seo', message: 'Keyboard only test' },
    '198.18.1.1',
  );

  await page.goto('/admin');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(adminEmail);
  await page.keyboard.press('Tab');
  await page.keyboard.type(adminPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'View all enquiries' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Enquiries', exact: true })).toBeVisible();

  await tabTo(page, page.getByRole('searchbox', { name: 'Search submissions' }));
  await page.keyboard.type(name);
  await expect(page.getByText('1 submission found')).toBeVisible();

  const view = page.getByRole('button', { name: `View enquiry from ${name}` });
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Submission Details' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Status'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await expect(dialog.getByText('contacted', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();
  await expect(
    page.getByRole('row').filter({ hasText: name }).getByText('contacted', { exact: true }),
  ).toBeVisible();
});
