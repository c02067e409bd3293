import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { adminEmail, adminPassword, sendEnquiry } from './support/enquiries';
import { runOnOwnSite } from './support/own-site';

runOnOwnSite(test, 'admin', 'serial');

const run = Date.now().toString(36);

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Authenticated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  await sendEnquiry(
    request,
    {
      name: `Meera ${run}`,
      email: 'meera@example.in',
      company: 'Meera Foods',
      service: 'ppc',
      city: 'Surat',
      message: `PPC for our snacks brand\nSecond line ${run}`,
    },
    '198.18.0.1',
  );
  await sendEnquiry(
    request,
    {
      name: `Kabir ${run}`,
      email: 'kabir@example.in',
      service: 'seo',
      city: 'Delhi',
      message: `=cmd() SEO for our coaching centre ${run}`,
    },
    '198.18.0.2',
  );
});

test('logged out, both admin pages show only the login screen', async ({ page, request }) => {
  for (const path of ['/admin', '/admin/blog']) {
    await page.goto(path);
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Admin Dashboard')).toHaveCount(0);
  }
  const html = await (await request.get('/admin')).text();
  expect(html).not.toContain(`Meera ${run}`);
  expect((await request.get('/api/admin/enquiries/export')).status()).toBe(401);
});

test('a wrong password is refused with the spec’s toast', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(adminEmail);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Authentication failed')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password' }),
  ).toBeVisible();
});

test('the admin filters, opens a submission, changes its status and deletes one', async ({
  page,
}) => {
  await signIn(page);
  // The dashboard leads to the enquiries, the spec's submissions dashboard.
  await page.getByRole('link', { name: 'View all enquiries' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries', exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ submissions? found$/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(run);
  await expect(page).toHaveURL(new RegExp(`q=${run}`));
  await expect(page.getByText('2 submissions found')).toBeVisible();
  await page.getByLabel('Service').selectOption('ppc');
  await expect(page).toHaveURL(/service=ppc/);
  await expect(page.getByText('1 submission found')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Meera ${run}` });
  await expect(row.getByRole('link', { name: 'meera@example.in' })).toHaveAttribute(
    'href',
    'mailto:meera@example.in',
  );
  // The service's label, as in the filter and the CSV, and the date as dd MMM yyyy.
  await expect(row).toContainText('PPC Management');
  await expect(row).not.toContainText('Ppc');
  await expect(row).toContainText(/\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
  await expect(row).toContainText('Surat');
  await expect(row.getByText('new', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^View enquiry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Submission Details' });
  await expect(dialog).toContainText('Submitted on');
  await expect(dialog).toContainText('Meera Foods');
  await expect(dialog.getByText(`PPC for our snacks brand\nSecond line ${run}`)).toBeVisible();
  await dialog.getByLabel('Status').selectOption('contacted');
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await expect(dialog.getByText('contacted', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row.getByText('contacted', { exact: true })).toBeVisible();

  await page.getByLabel('Status').selectOption('contacted');
  await expect(page.getByText('1 submission found')).toBeVisible();
  await page.getByLabel('Status').selectOption('closed');
  await expect(page.getByText('No submissions found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to see more results')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  await page.goto(`/admin/enquiries?q=${run}&service=seo`);
  const kabir = page.getByRole('row').filter({ hasText: `Kabir ${run}` });
  await kabir.getByRole('button', { name: /^Delete enquiry/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `Move the enquiry from Kabir ${run} to the trash? It can be restored from there for 30 days`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Submission deleted successfully')).toBeVisible();
  await expect(page.getByText('0 submissions found')).toBeVisible();
  // Undo brings it back from the trash, as it was.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`Enquiry from Kabir ${run} restored.`)).toBeVisible();
  await expect(page.getByText('1 submission found')).toBeVisible();
  await kabir.getByRole('button', { name: /^Delete enquiry/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('0 submissions found')).toBeVisible();
  // It waits in the trash, where the owner can find it.
  await page.goto('/admin/trash');
  await expect(page.getByText(`Enquiry from Kabir ${run}`)).toBeVisible();
});

test('the old addresses of renamed screens answer 301 to the new ones', async ({ request }) => {
  const moved = async (from: string) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    return response.headers().location;
  };
  expect(await moved('/admin/leads')).toBe('/admin/enquiries/settings');
  expect(await moved(`/admin?q=${run}&status=new`)).toBe(`/admin/enquiries?q=${run}&status=new`);
  expect(await moved('/admin/audit?kind=sign-in-failed')).toBe(
    '/admin/audit-log?kind=sign-in-failed',
  );
  expect(await moved('/admin/team')).toBe('/admin/leadership');
  expect(await moved('/admin/calls')).toBe('/admin/call-bookings');
  expect(await moved('/admin/calls/availability')).toBe('/admin/call-bookings/availability');
});

test('the CSV export downloads the filtered rows with the spec’s columns', async ({ page }) => {
  await signIn(page);
  await page.goto(`/admin/enquiries?q=${run}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^form-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    '"Name","Email","Phone","Company","Website","Service","City","Message","Status","Created At","Lost Reason","Quote Value"',
  );
  expect(lines).toHaveLength(2);
  expect(csv).toContain(
    `"Meera ${run}","meera@example.in","","Meera Foods","","PPC Management","Surat"`,
  );
  expect(csv).toContain('"contacted"');
});

test('the e-mail template is edited with a preview and saved, and the admin signs out', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/enquiries');
  await page.getByRole('button', { name: 'Edit Email Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Email Template' });
  await expect(dialog.getByText('You can use {{name}} and {{service_interest}}.')).toBeVisible();
  await dialog.getByLabel('Email Subject').fill('');
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(dialog.getByText('Please enter a subject')).toBeVisible();
  await dialog.getByLabel('Email Subject').fill(`Lead ${run}: {{name}}`);

  // Written as text, placeholders picked from the list where the cursor is.
  const text = dialog.getByLabel('Email Text');
  await text.fill('New lead from ');
  await text.press('End');
  await dialog
    .getByRole('group', { name: 'Insert:' })
    .getByRole('button', { name: 'Name' })
    .click();
  await text.press('End');
  await text.pressSequentially(' in ');
  await dialog
    .getByRole('group', { name: 'Insert:' })
    .getByRole('button', { name: 'City' })
    .click();
  await expect(text).toHaveValue('New lead from {{name}} in {{city}}');
  const preview = dialog.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByText('New lead from Asha Rao in Pune')).toBeVisible();
  await expectNoViolations(page, 'the e-mail template written as text');
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Email template updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Edit Email Template' }).click();
  await expect(page.getByLabel('Email Subject')).toHaveValue(`Lead ${run}: {{name}}`);
  await expect(dialog.getByLabel('Email Text')).toHaveValue('New lead from {{name}} in {{city}}');

  // The spec's HTML body, behind the advanced switch: it starts as the text's HTML.
  await dialog.getByLabel('Edit as HTML (advanced)').check();
  const html = dialog.getByLabel('Email Body (HTML)');
  await expect(html).toHaveAttribute('rows', '15');
  await expect(html).toHaveValue(/New lead from \{\{name\}\} in \{\{city\}\}<\/p>/);
  await html.fill('<h1>New lead</h1><p>{{name}} from {{city}} wrote: {{message}}</p>');
  await expect(preview.getByText('Asha Rao from Pune wrote:')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Email template updated successfully')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Edit Email Template' }).click();
  await expect(dialog.getByLabel('Edit as HTML (advanced)')).toBeChecked();
  await expect(dialog.getByLabel('Email Body (HTML)')).toHaveValue(
    '<h1>New lead</h1><p>{{name}} from {{city}} wrote: {{message}}</p>',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect((await page.request.get('/api/admin/enquiries/export')).status()).toBe(401);
});
