import { expect, test, type Page } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { signIn as signInAt } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';

runOnOwnSite(test, 'authors-admin', 'serial');

const run = Date.now().toString(36);
const name = `Kavya Nair ${run}`;
const slug = `kavya-nair-${run}`;

const signIn = (page: Page) => signInAt(page, '/admin/authors', 'Authors');

const row = (page: Page, author: string) =>
  page
    .getByRole('table', { name: 'Authors, by name' })
    .getByRole('row')
    .filter({ hasText: author });

test('an admin adds an author, renames them, and hands posts over before a delete', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expectNoViolations(page, 'authors admin');

  await page.getByRole('button', { name: 'Add Author' }).click();
  await page.getByRole('button', { name: 'Add Author' }).last().click();
  await expect(page.locator('#author-name-error')).toHaveText(
    'Please fill in all required fields.',
  );
  await expect(page.locator('#author-profile_image-error')).toHaveText(
    'Upload a photo, or give the path of an image on this site',
  );
  await expectNoViolations(page, 'author form with errors');
  await page.getByLabel('Name *').fill(name);
  await expect(page.getByLabel('Slug *')).toHaveValue(slug);
  await page.getByLabel('Photo *').fill('/images/authors/neha-iyer.webp');
  await page.getByLabel('Short bio *').fill('Local SEO lead in Kochi.');
  await page.getByLabel('Full bio *').fill('Kavya runs local SEO for clinics and colleges.');
  await page.getByLabel('LinkedIn').fill('linkedin.com/in/kavya');
  await page.getByRole('button', { name: 'Add Author' }).last().click();
  await expect(page.locator('#author-linkedin-error')).toHaveText(
    'Enter the full LinkedIn address, starting with https://',
  );
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/kavya');
  await page.getByRole('button', { name: 'Add Author' }).last().click();
  await expect(page.getByText('Author added.')).toBeVisible();
  await expect(row(page, name)).toContainText(`/author/${slug}`);

  // Public at once, and in the blog admin's author select.
  const publicPage = await page.context().newPage();
  expect((await publicPage.goto(`/author/${slug}`))?.status()).toBe(200);
  await expect(publicPage.getByRole('heading', { name, exact: true })).toBeVisible();
  // With no published article yet, the page is not for search engines, nor in the sitemap.
  await expect(publicPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/author/${slug}<`);
  await publicPage.goto('/admin/blog');
  await publicPage.getByRole('button', { name: 'Create New' }).click();
  await expect(publicPage.getByLabel('Author *').locator('option', { hasText: name })).toHaveCount(
    1,
  );

  // A new slug: the old address answers 301 to the new one.
  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await page.getByLabel('Slug *').fill(`${slug}-kochi`);
  await page.getByRole('button', { name: 'Update Author' }).click();
  await expect(page.getByText('Author updated.')).toBeVisible();
  const moved = await request.get(`/author/${slug}?tag=seo`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/author/${slug}-kochi?tag=seo`);
  // The redirects screen lists that 301 as an automatic one, with what made it.
  const redirects = await page.context().newPage();
  await redirects.goto('/admin/redirects');
  const automatic = redirects
    .getByRole('table', { name: 'Automatic redirects, made by renames' })
    .getByRole('row', { name: new RegExp(`/author/${slug} `) });
  await expect(automatic).toContainText(`/author/${slug}-kochi`);
  await expect(automatic).toContainText(`Renamed the author ${name}`);
  await expectNoViolations(redirects, 'redirects admin with automatic redirects');
  await redirects.close();

  // An author with posts is deleted only once someone takes their posts over.
  const arjun = row(page, 'Arjun Mehta');
  const posts = Number(await arjun.getByRole('cell').nth(1).textContent());
  expect(posts).toBeGreaterThan(0);
  await arjun.getByRole('button', { name: 'Delete Arjun Mehta' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Their ${posts} posts stay published under another author.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose who takes over the posts.');
  await expectNoViolations(page, 'delete author dialog');
  await dialog.getByLabel('Give their posts to *').selectOption({ label: name });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Arjun Mehta deleted.')).toBeVisible();
  await expect(row(page, name).getByRole('cell').nth(1)).toHaveText(String(posts));
  expect((await request.get('/author/arjun-mehta')).status()).toBe(404);
});

test('selected authors are deleted at once, one with posts is refused with why, and Undo brings them back', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const bulk = `Bulk Writer ${run}`;
  for (const n of ['a', 'b']) {
    const response = await page.request.post('/api/admin/authors', {
      headers: { origin: baseURL! },
      data: {
        name: `${bulk} ${n}`,
        slug: `bulk-writer-${run}-${n}`,
        profile_image: '/images/authors/neha-iyer.webp',
        short_bio: 'Writes now and then.',
        full_bio: 'Writes now and then about local search.',
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  // The two new authors, and the first test's, who has Arjun Mehta's posts: all three share `run`.
  await page.getByRole('searchbox', { name: 'Search authors' }).fill(run);
  await expect(page.getByText('3 authors found')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  const selection = page.getByRole('region', { name: 'Selected rows' });
  await expect(selection).toContainText('3 selected');
  await selection.getByRole('button', { name: 'Delete Selected' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('2 authors deleted.')).toBeVisible();
  await expect(page.getByText(`Failed to delete ${name}`)).toBeVisible();
  await expect(page.getByText(/choose who takes them over/)).toBeVisible();
  await expect(row(page, name)).toHaveCount(1);
  await expect(row(page, bulk)).toHaveCount(0);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`Author ${bulk} a, Author ${bulk} b restored.`)).toBeVisible();
  await expect(row(page, bulk)).toHaveCount(2);
});
