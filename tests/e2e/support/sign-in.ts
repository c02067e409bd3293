import { expect, type Page } from '@playwright/test';

import { adminEmail, adminPassword } from './enquiries';

/** Opens an admin screen, signs in on its login screen, and waits for the screen's heading. */
export async function signIn(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}
