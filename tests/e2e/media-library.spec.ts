import { expect, test } from '@playwright/test';
import sharp from 'sharp';

import { expectNoViolations } from './support/axe';
import { runOnOwnSite } from './support/own-site';
import { signIn } from './support/sign-in';

runOnOwnSite(test, 'media-library', 'serial');

const png = async (width: number, height: number, background: string) => ({
  name: `photo-${width}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

test('the library lists each upload with its size and alt text, lends it to an image field, and keeps an image in use', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/admin/media', 'Media Library');
  await expect(page.getByText('No image uploaded yet. Upload one above.')).toBeVisible();

  await page
    .getByLabel('Upload image to the library')
    .setInputFiles(await png(400, 300, '#1d4ed8'));
  await expect(page.getByText('Image uploaded to the library.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Uploaded images, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await page
    .getByLabel('Upload image to the library')
    .setInputFiles(await png(200, 200, '#f59e0b'));
  await expect(table.getByRole('row')).toHaveCount(3);
  const first = table.getByRole('row', { name: /400 × 300 px/ });
  await expect(first).toContainText('400 × 300 px');
  await expect(first).toContainText('No alt text');
  await expect(first).toContainText('Not used');

  await first.getByRole('button', { name: /^Edit Alt Text/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Alt Text' });
  await dialog.getByLabel('Alt text').fill('A blue square for the team page');
  await dialog.getByRole('button', { name: 'Save Alt Text' }).click();
  await expect(page.getByText('Alt text saved.')).toBeVisible();
  await expect(first).toContainText('A blue square for the team page');

  // An author's photo chosen from the library.
  await page.goto('/admin/authors');
  await page.getByRole('button', { name: 'Edit Arjun Mehta' }).click();
  await page.getByRole('button', { name: 'Choose from Library for the author photo' }).click();
  const picker = page.getByRole('dialog', { name: 'Media Library' });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `library picker at ${width} px`);
  }
  await picker
    .getByRole('button', { name: 'Choose the image "A blue square for the team page"' })
    .click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('Photo *')).toHaveValue(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  await page.getByRole('button', { name: 'Update Author' }).click();
  await expect(page.getByText('Author updated.')).toBeVisible();
  // On the public pages the photo is described by its alt text from the library.
  const visitor = await page.context().newPage();
  await visitor.goto('/author/arjun-mehta');
  await expect(
    visitor.getByRole('img', { name: 'A blue square for the team page', exact: true }),
  ).toBeVisible();

  // In use: said where, and kept; another, unused, is deleted.
  await page.goto('/admin/media');
  await expect(table.getByRole('row')).toHaveCount(3);
  const used = table.getByRole('row', { name: /400 × 300 px/ });
  await expect(used.getByRole('link', { name: 'Author Arjun Mehta' })).toHaveAttribute(
    'href',
    '/admin/authors',
  );
  await expect(used.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(used).toContainText('In use: kept');
  // A new alt text shows on the public page at once.
  await used.getByRole('button', { name: /^Edit Alt Text/ }).click();
  await dialog.getByLabel('Alt text').fill('Arjun Mehta at his desk');
  await dialog.getByRole('button', { name: 'Save Alt Text' }).click();
  await expect(page.getByText('Alt text saved.')).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByRole('img', { name: 'Arjun Mehta at his desk', exact: true }),
  ).toBeVisible();
  await visitor.close();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `media library at ${width} px`);
  }
  const unused = table.getByRole('row', { name: /200 × 200 px/ });
  await unused.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image deleted.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
});
