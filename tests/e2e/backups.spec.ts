import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { runOnOwnSite } from './support/own-site';
import { signIn } from './support/sign-in';

runOnOwnSite(test, 'backups', 'serial');

test('the owner backs up now, downloads the archive, sets the daily backup, and the dashboard tells its age', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/admin', 'Admin Dashboard');
  // A fresh site: no backup yet, said among what needs attention.
  await expect(page.getByRole('link', { name: /No backup yet/ })).toBeVisible();
  await page.goto('/admin/backups');
  await expect(page.getByRole('heading', { name: 'Backups', exact: true })).toBeVisible();
  await expect(
    page.getByText('No backup yet. Back up now, or wait for the daily one.'),
  ).toBeVisible();
  // What a backup holds of the site's keys, said where backups are made: this site has no APP_SECRET.
  await expect(page.getByText(/A backup holds none of the site's keys/)).toContainText(
    'this site keeps its keys in its database: set APP_SECRET to carry them',
  );

  await page.getByRole('button', { name: 'Back Up Now' }).click();
  await expect(page.getByText(/^Backup site-backup-[\d-]+\.tar\.gz taken\.$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Backups, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `backups at ${width} px`);
  }

  // Downloaded, it is the whole archive: the manifest, the database and the uploads' folder.
  const download = page.waitForEvent('download');
  await table.getByRole('link', { name: /^Download/ }).click();
  const file = await (await download).path();
  const entries = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n');
  expect(entries).toEqual(expect.arrayContaining(['backup.json', 'site.db']));

  const schedule = page.getByRole('form', { name: 'Daily Backup' });
  await schedule.getByLabel('Backups kept').fill('0');
  await schedule.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(schedule.getByText('Keep from 1 to 60 backups')).toBeVisible();
  await schedule.getByLabel('At (India time)').selectOption('3');
  await schedule.getByLabel('Backups kept').fill('7');
  await schedule.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(
    page.getByText('A backup is taken every day at 3:00 India time; the newest 7 are kept.'),
  ).toBeVisible();
  await page.reload();
  await expect(schedule.getByLabel('At (India time)')).toHaveValue('3');

  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /Last backup under an hour ago/ })).toBeVisible();
});

test('the owner restores a downloaded backup: a damaged file is refused first, and what came after the backup is gone', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, '/admin/backups', 'Backups');
  const table = page.getByRole('table', { name: 'Backups, newest first' });
  const download = page.waitForEvent('download');
  await table
    .getByRole('link', { name: /^Download/ })
    .first()
    .click();
  const backup = await (await download).path();

  // Made after the backup: a redirect, which the restore takes away.
  const added = await page.request.post('/api/admin/redirects', {
    headers: { origin: baseURL! },
    data: { source: '/made-after-the-backup', target: '/contact', type: 301, note: '' },
  });
  expect(added.status()).toBe(201);
  expect((await page.request.get('/made-after-the-backup', { maxRedirects: 0 })).status()).toBe(
    301,
  );

  const bytes = await fs.readFile(backup);
  const damaged = testInfo.outputPath('damaged.tar.gz');
  await fs.writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
  await page.getByLabel('Backup file').setInputFiles(damaged);
  await page.getByRole('button', { name: 'Check Backup' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'is not a readable backup archive' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore This Backup' })).toHaveCount(0);

  const whole = testInfo.outputPath('site-backup.tar.gz');
  await fs.copyFile(backup, whole);
  await page.getByLabel('Backup file').setInputFiles(whole);
  await page.getByRole('button', { name: 'Check Backup' }).click();
  const holds = page.getByRole('region', { name: /^The backup of .+ holds$/ });
  await expect(holds).toBeVisible();
  await expect(holds.getByText(/^\d+ enquir(y|ies)$/)).toBeVisible();
  await expect(holds.getByText('1 team account')).toBeVisible();
  await expect(
    holds.getByText('It was made by this version of the site.', { exact: false }),
  ).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `restore check at ${width} px`);
  }

  await holds.getByRole('button', { name: 'Restore This Backup' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore this backup?' });
  await expect(confirm).toContainText('A backup of the site as it is now is taken first.');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/^Restored the backup of .+ IST\.$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText(/^The site as it was before is in site-backup-[\d-]+\.tar\.gz\.$/),
  ).toBeVisible();
  // Still signed in (the owner is in the backup); the backup taken first is in the list.
  await expect(table.getByRole('row')).toHaveCount(3);
  expect((await page.request.get('/made-after-the-backup', { maxRedirects: 0 })).status()).toBe(
    404,
  );

  await page.goto('/admin/audit-log');
  await expect(page.getByText(/restored/).first()).toBeVisible();
});
