import { expect, test, type Page } from '@playwright/test';

import { adminPassword } from './support/enquiries';

// The post editor past the spec's form: scheduling, revisions, the draft copy and the SEO panel.

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);

async function signIn(page: Page) {
  await page.goto('/admin/blog');
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Blog Admin' })).toBeVisible();
}

async function fillNewPost(page: Page, title: string) {
  await page.getByRole('button', { name: 'Create New' }).click();
  const form = page.getByRole('form', { name: 'Create blog post' });
  await form.getByLabel('Title *').fill(title);
  await form
    .getByLabel('Excerpt *')
    .fill('What Indian shoppers searched for during the festive season.');
  await form
    .getByLabel('Content (Markdown) *')
    .fill('## Searches rose early\n\nShoppers began in September.');
  await form
    .getByLabel('Featured Image *')
    .fill('/images/blog/core-web-vitals-for-indian-mobile-users.webp');
  await form.getByLabel('Author *').selectOption({ label: 'Neha Iyer' });
  return form;
}

/** The next whole minute in India's time that is at least `leadSeconds` away, as the field takes it. */
function minuteAhead(leadSeconds: number): { local: string; at: number } {
  const at = Math.ceil((Date.now() + leadSeconds * 1000) / 60_000) * 60_000;
  const local = new Date(at + 5.5 * 3600 * 1000).toISOString().slice(0, 16);
  return { local, at };
}

test('a post scheduled for the next minute shows as Scheduled, then appears on the blog at that minute', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const title = `Festive Search Trends ${run}`;
  const slug = `festive-search-trends-${run}`;
  await signIn(page);
  const form = await fillNewPost(page, title);
  await form.getByLabel('Status').selectOption('scheduled');
  await expect(form.getByLabel('Published Date')).toHaveCount(0);

  const past = minuteAhead(-120);
  await form.getByLabel('Publish At (India time) *').fill(past.local);
  await form.getByRole('button', { name: 'Create Post' }).click();
  await expect(
    form.getByText('Choose a date and time in the future to schedule the post'),
  ).toBeVisible();

  const when = minuteAhead(15);
  await form.getByLabel('Publish At (India time) *').fill(when.local);
  await form.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Blog post created successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('scheduled');
  await expect(row).toContainText(`${when.local.slice(11)} IST`);

  // The blog list is rendered and cached before the time comes.
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(Date.now()).toBeLessThan(when.at);

  await page.waitForTimeout(Math.max(0, when.at - Date.now()));
  await expect
    .poll(
      async () => {
        await page.goto('/blog');
        return page.getByRole('link', { name: title }).count();
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}`);

  await page.goto('/admin/blog');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('published');
});
