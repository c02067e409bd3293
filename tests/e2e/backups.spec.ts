import { execFileSync } from 'node:child_process';

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
