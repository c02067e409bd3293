import { expect, test, type Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';

import { expectNoViolations } from './support/axe';
import { signIn as signInAt } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';
import { sitemapDates } from './support/sitemap';

const site = runOnOwnSite(test, 'blog-admin', 'serial');

const run = Date.now().toString(36);
const title = `Map Pack Wins for Nagpur Bakeries ${run}`;
const slug = `map-pack-wins-for-nagpur-bakeries-${run}`;

const signIn = (page: Page) => signInAt(page, '/admin/blog', 'Blog Admin');

/** Makes the server's loads from a table fail (it is renamed) while `check` runs. */
async function whileTableIsAway(table: string, check: () => Promise<void>) {
  const db = new SQLite(site.database);
  try {
    db.exec(`alter table ${table} rename to ${table}_away`);
    await check();
  } finally {
    db.exec(`alter table ${table}_away rename to ${table}`);
    db.close();
  }
}

test('logged out, the blog admin shows only the login screen', async ({ page }) => {
  await page.goto('/admin/blog');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Blog Admin')).toHaveCount(0);
});

test('the blog admin lists every post, drafts included', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText(/^Total \d+ blog posts$/)).toBeVisible();
  const draft = page.getByRole('row').filter({ hasText: 'Festive Season PPC Planning' });
  await expect(draft).toContainText('draft');
  await expect(draft).toContainText('Not Published');
});

test('required fields are checked before saving, one toast at a time', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();
  await expect(page.getByLabel('Title *')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);
});

test('a saved post opens in the editor within a 390 px phone: fields, SEO checks and toasts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Edit blog post' });
  await expect(form.getByRole('complementary', { name: 'SEO' })).toBeVisible();
  const sideways = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await sideways()).toBeLessThanOrEqual(0);
  const box = (await form.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoViolations(page, 'the blog editor at 390 px');
});

test('a post list that cannot be loaded shows the alert titled Error, and Retry loads it', async ({
  page,
}) => {
  await signIn(page);
  await whileTableIsAway('blog_posts', async () => {
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load blog posts' });
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/^Total \d+ blog posts$/)).toBeVisible();
});

test('a public blog page that cannot read its posts answers 500 with the Error alert in the site', async ({
  page,
}) => {
  await whileTableIsAway('blog_posts', async () => {
    const answer = await page.goto('/blog?page=97');
    expect(answer!.status()).toBe(500);
    expect(answer!.headers()['cache-control']).toContain('no-store');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load blog posts' });
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
  // Nothing of the failure was kept: the same address is the site's 404 (no such page) now.
  expect((await page.goto('/blog?page=97'))!.status()).toBe(404);
});

test('an admin screen that fails shows the Error alert instead of the framework’s page, and Retry recovers', async ({
  page,
}) => {
  await signIn(page);
  await whileTableIsAway('form_submissions', async () => {
    await page.goto('/admin/enquiries');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load the enquiries' });
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/^\d+ submissions? found$/)).toBeVisible();
});

test('an admin creates a post with an uploaded image, edits it, unpublishes it and deletes it', async ({
  page,
  context,
  request,
}) => {
  // Two page loads of the public blog and an image upload: over 30 s on a slow, busy machine.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.getByRole('button', { name: 'Create New' }).click();
  const form = page.getByRole('form', { name: 'Create blog post' });
  await form.getByLabel('Title *').fill(title);
  await expect(form.getByLabel('Slug *')).toHaveValue(slug);
  await form.getByRole('button', { name: 'Copy slug' }).click();
  await expect(form.getByText('Copied!')).toBeVisible();
  await expect(form.getByText('Copied!')).toBeHidden({ timeout: 4000 });
  await form
    .getByLabel('Excerpt *')
    .fill('How three bakeries in Nagpur doubled their walk-ins with Google Maps.');
  await form
    .getByLabel('Content (Markdown) *')
    .fill(
      '## Start with the profile\n\nComplete **every** field.\n\n## Then reviews\n\nAsk every happy customer.',
    );
  await expect(
    form
      .getByRole('region', { name: 'Live preview' })
      .getByRole('heading', { name: 'Start with the profile' }),
  ).toBeVisible();

  const image = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: '#b45309' },
  })
    .jpeg()
    .toBuffer();
  await form
    .getByLabel('Upload featured image')
    .setInputFiles({ name: 'bakery.jpg', mimeType: 'image/jpeg', buffer: image });
  await expect(form.getByLabel('Featured Image *')).toHaveValue(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  await form.getByLabel('Author *').selectOption({ label: 'Neha Iyer' });
  await form.getByLabel('Category').selectOption('SEO');
  await form.getByLabel('Tags (comma separated)').fill('SEO, Local SEO, , seo');
  await expect(form.getByLabel('Status').getByRole('option')).toHaveText([
    'Draft',
    'Published',
    'Scheduled',
  ]);
  await form.getByLabel('Status').selectOption('published');
  await form.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Blog post created successfully.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('published');

  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  const postPage = await page.goto(`/blog/${slug}`);
  expect(postPage?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: 'Neha Iyer' }).first()).toBeVisible();
  const hero = page.getByRole('img', { name: title });
  await expect(hero).toHaveAttribute('src', /uploads/);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The post's text edited, its card left as it was: the sitemap moves the post's date, not the
  // blog's or its category's, whose pages show the same cards.
  const listed = await sitemapDates(request);
  await page.goto('/admin/blog');
  const row = page.getByRole('row').filter({ hasText: title });
  const editForm = page.getByRole('form', { name: 'Edit blog post' });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await editForm
    .getByLabel('Content (Markdown) *')
    .fill('## Start with the profile\n\nComplete **every** field, photos included.');
  await editForm.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Blog post updated successfully.')).toBeVisible();
  const relisted = await sitemapDates(request);
  expect(relisted.get(`/blog/${slug}`)).not.toBe(listed.get(`/blog/${slug}`));
  for (const hub of ['/blog', '/blog?category=seo'])
    expect(relisted.get(hub), hub).toBe(listed.get(hub));

  await page.goto('/admin/blog');
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(editForm.getByLabel('Tags (comma separated)')).toHaveValue('SEO, Local SEO');
  await editForm.getByLabel('Excerpt *').fill('Edited: three Nagpur bakeries and the map pack.');
  await editForm.getByLabel('Status').selectOption('draft');
  await editForm.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Blog post updated successfully.')).toBeVisible();

  const hidden = await page.goto(`/blog/${slug}`);
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  await page.goto('/admin/blog');
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete this blog post?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Blog post deleted successfully.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('the post list is searched and filtered, and selected posts are deleted at once', async ({
  page,
}) => {
  const db = new SQLite(site.database);
  const now = new Date().toISOString();
  for (const n of [1, 2]) {
    db.prepare(
      `insert into blog_posts (id, title, slug, excerpt, content, featured_image, author, category,
        categories, tags, status, is_featured, created_at, updated_at)
       values (?, ?, ?, 'e', 'c', '', '', '', '[]', '[]', 'draft', 0, ?, ?)`,
    ).run(`bulk-${run}-${n}`, `Bulk ${run} draft ${n}`, `bulk-${run}-${n}`, now, now);
  }
  db.close();

  await signIn(page);
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(`bulk ${run}`);
  await expect(page.getByText('2 posts found')).toBeVisible();
  await page.getByLabel('Filter by Status').selectOption('published');
  await expect(page.getByText('0 posts found')).toBeVisible();
  await page.getByLabel('Filter by Status').selectOption('draft');
  await expect(page.getByText('2 posts found')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  const selection = page.getByRole('region', { name: 'Selected rows' });
  await expect(selection).toContainText('2 selected');
  await expectNoViolations(page, 'post list with a selection');
  await selection.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(page.getByText('Are you sure you want to delete 2 blog posts?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('2 blog posts deleted.')).toBeVisible();
  await expect(page.getByText('0 posts found')).toBeVisible();
  await expect(selection).toBeHidden();
});

test('selected drafts are published together, one that is not complete is named with why, and Unpublish makes them drafts', async ({
  page,
}) => {
  const db = new SQLite(site.database);
  const now = new Date().toISOString();
  const { id: authorId } = db
    .prepare(`select id from authors where slug = 'priya-sharma'`)
    .get() as {
    id: string;
  };
  const image = '/images/blog/technical-seo-audit-guide.webp';
  for (const [n, featured] of [
    [1, image],
    [2, ''],
  ] as const) {
    db.prepare(
      `insert into blog_posts (id, title, slug, excerpt, content, featured_image, author, author_id,
        category, categories, tags, status, is_featured, created_at, updated_at)
       values (?, ?, ?, 'An excerpt.', '## Body', ?, 'Priya Sharma', ?, 'seo', '[]', '[]', 'draft', 0, ?, ?)`,
    ).run(
      `status-${run}-${n}`,
      `Status ${run} draft ${n}`,
      `status-${run}-${n}`,
      featured,
      authorId,
      now,
      now,
    );
  }
  db.close();

  await signIn(page);
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(`status ${run}`);
  await expect(page.getByText('2 posts found')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  const selection = page.getByRole('region', { name: 'Selected rows' });
  await selection.getByRole('button', { name: 'Publish Selected', exact: true }).click();
  await expect(page.getByText('1 blog post published.')).toBeVisible();
  await expect(page.getByText(`Failed to change Status ${run} draft 2`)).toBeVisible();
  await expect(
    page.getByText(`Open “Status ${run} draft 2” to complete it before publishing.`),
  ).toBeVisible();
  const first = page.getByRole('row').filter({ hasText: `Status ${run} draft 1` });
  await expect(first).toContainText('published');
  expect((await page.request.get(`/blog/status-${run}-1`)).status()).toBe(200);

  await first.getByRole('checkbox').check();
  await selection.getByRole('button', { name: 'Unpublish Selected' }).click();
  await expect(page.getByText('1 blog post unpublished.')).toBeVisible();
  await expect(first).toContainText('draft');
  expect((await page.request.get(`/blog/status-${run}-1`)).status()).toBe(404);
});

test('a draft is previewed as visitors will see it, by the team only; a published post is viewed', async ({
  page,
  request,
}) => {
  await signIn(page);
  const draftTitle = 'Festive Season PPC Planning';
  const row = page.getByRole('row').filter({ hasText: draftTitle });
  await row.getByRole('button', { name: new RegExp(`^Edit ${draftTitle}`) }).click();
  const form = page.getByRole('form', { name: 'Edit blog post' });
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    form.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/admin\/blog\/preview\/[0-9a-f-]{36}$/);
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(draftTitle);
  await expect(preview.getByRole('status').first()).toContainText(
    'This is a draft: visitors cannot see it.',
  );
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
  for (const width of [390, 1366]) {
    await preview.setViewportSize({ width, height: 900 });
    await expectNoViolations(preview, `post preview at ${width} px`);
  }
  // Without a session the address shows the sign-in screen and nothing of the post.
  const anonymous = await (await request.get(new URL(preview.url()).pathname)).text();
  expect(anonymous).toContain('Admin Login');
  expect(anonymous).not.toContain(draftTitle);
  await preview.close();
  await form.getByRole('button', { name: 'Cancel' }).click();

  const published = page.getByRole('row').filter({ hasText: 'Technical SEO Audit' }).first();
  await published.getByRole('button', { name: /^Edit / }).click();
  await expect(
    page.getByRole('form', { name: 'Edit blog post' }).getByRole('link', { name: 'View Post' }),
  ).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
});
