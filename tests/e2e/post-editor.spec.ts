import { expect, test, type Page } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { signIn as signInAt } from './support/sign-in';
import { movableClockEnv, setServerClock } from './support/movable-clock';
import { ownSite, runOnOwnSite } from './support/own-site';

const site = runOnOwnSite(
  test,
  'post-editor',
  'serial',
  movableClockEnv(ownSite('post-editor').dataDir),
);

// The post editor past the spec's form: scheduling, revisions, the draft copy and the SEO panel.

const run = Date.now().toString(36);

const signIn = (page: Page) => signInAt(page, '/admin/blog', 'Blog Admin');

// The posts made here are deleted at the end, so the later projects count the seeded ones.
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await signIn(page);
  const mine = page.getByRole('row').filter({ hasText: run });
  for (let left = await mine.count(); left > 0;) {
    await mine
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    left -= 1;
    await expect(mine).toHaveCount(left);
  }
  await page.close();
});

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

/** A time as the editor's field takes it: India's, to the minute. */
const inIndia = (at: number) => new Date(at + 5.5 * 3600 * 1000).toISOString().slice(0, 16);

/** The next whole minute at least `leadSeconds` away (in the past when negative). */
const minuteAhead = (leadSeconds: number) =>
  Math.ceil((Date.now() + leadSeconds * 1000) / 60_000) * 60_000;

test('a post scheduled for the next minute shows as Scheduled, then appears on the blog at that minute', async ({
  page,
}) => {
  const title = `Festive Search Trends ${run}`;
  const slug = `festive-search-trends-${run}`;
  await signIn(page);
  const form = await fillNewPost(page, title);
  await form.getByLabel('Status').selectOption('scheduled');
  await expect(form.getByLabel('Published Date')).toHaveCount(0);

  await form.getByLabel('Publish At (India time) *').fill(inIndia(minuteAhead(-120)));
  await form.getByRole('button', { name: 'Create Post' }).click();
  await expect(
    form.getByText('Choose a date and time in the future to schedule the post'),
  ).toBeVisible();

  // The site's clock is set 12 s before the minute the post is due, instead of waiting for it.
  const due = minuteAhead(10);
  const ahead = setServerClock(site.dataDir, due - 12_000);
  await form.getByLabel('Publish At (India time) *').fill(inIndia(due));
  await form.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Blog post created successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('scheduled');
  await expect(row).toContainText(`${inIndia(due).slice(11)} IST`);

  // The blog list is rendered and cached before the time comes.
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(Date.now() + ahead).toBeLessThan(due);

  // Nobody acts: the site's timer expires the cached list when the minute comes.
  await expect
    .poll(
      async () => {
        await page.goto('/blog');
        return page.getByRole('link', { name: title }).count();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}`);

  await page.goto('/admin/blog');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('published');
  setServerClock(site.dataDir, Date.now());
});

async function createPublished(page: Page, title: string) {
  const form = await fillNewPost(page, title);
  await form.getByLabel('Status').selectOption('published');
  await form.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Blog post created successfully.')).toBeVisible();
}

async function openEditor(page: Page, title: string) {
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  return page.getByRole('form', { name: 'Edit blog post' });
}

test('every save is a revision: compare one with the form and restore it as a new save', async ({
  page,
}) => {
  const title = `Revision Trail ${run}`;
  await signIn(page);
  await createPublished(page, title);
  let form = await openEditor(page, title);
  await form
    .getByLabel('Content (Markdown) *')
    .fill('## Searches rose late\n\nShoppers waited for Diwali.');
  await form.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Blog post updated successfully.')).toBeVisible();

  form = await openEditor(page, title);
  const revisions = form.locator('section[aria-labelledby="post-revisions-heading"]');
  await expect(revisions.getByRole('listitem')).toHaveCount(2);
  await expect(revisions.getByRole('listitem').first()).toContainText(
    'Version 2 (current) · Owner',
  );
  await revisions.getByRole('button', { name: 'Compare version 1' }).click();
  const diff = form.getByRole('region', { name: 'Version 1 compared with the form' });
  await expect(diff.locator('del', { hasText: 'Searches rose early' })).toBeVisible();
  await expect(diff.locator('ins', { hasText: 'Searches rose late' })).toBeVisible();

  await revisions.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 restored as version 3.')).toBeVisible();
  await expect(form.getByLabel('Content (Markdown) *')).toHaveValue(/Searches rose early/);
  await expect(revisions.getByRole('listitem').first()).toContainText('Version 3 (current)');

  await page.goto(`/blog/${title.toLowerCase().replace(/ /g, '-')}`);
  await expect(page.getByRole('heading', { name: 'Searches rose early' })).toBeVisible();
});

test('a post’s generated social image is drawn again when its title changes, and only then', async ({
  page,
}) => {
  const title = `Social Card ${run}`;
  await signIn(page);
  await createPublished(page, title);
  const image = `/og/post/social-card-${run}`;
  const etag = async () => (await page.request.get(image)).headers()['etag'];
  const before = await etag();
  expect(before).toBeTruthy();
  expect(await etag()).toBe(before);

  const form = await openEditor(page, title);
  await form.getByLabel('Title *').fill(`${title} Renamed`);
  await form.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Blog post updated successfully.')).toBeVisible();
  const after = await etag();
  expect(after).not.toBe(before);
  expect(await etag()).toBe(after);
});

test('a reload while editing offers the draft copy, and leaving with unsaved changes asks first', async ({
  page,
}) => {
  const title = `Draft Copy Rescue ${run}`;
  await signIn(page);
  await createPublished(page, title);
  let form = await openEditor(page, title);
  await form.getByLabel('Excerpt *').fill('Typed, never saved, and not to be lost.');
  await form.getByLabel('Tags (comma separated)').focus();
  await expect(form.getByRole('status')).toContainText(/Draft copy saved at \d\d:\d\d/);

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toBe('beforeunload');

  form = await openEditor(page, title);
  const offer = form.getByRole('region', { name: 'Unsaved draft copy' });
  await expect(offer).toContainText('has changes that were never saved to this post');
  await expect(form.getByLabel('Excerpt *')).not.toHaveValue(
    'Typed, never saved, and not to be lost.',
  );
  await offer.getByRole('button', { name: 'Restore Draft Copy' }).click();
  await expect(form.getByLabel('Excerpt *')).toHaveValue('Typed, never saved, and not to be lost.');
  await form.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Blog post updated successfully.')).toBeVisible();

  form = await openEditor(page, title);
  await expect(form.getByRole('region', { name: 'Unsaved draft copy' })).toHaveCount(0);
  await expect(form.getByLabel('Excerpt *')).toHaveValue('Typed, never saved, and not to be lost.');
});

test('two tabs editing one post: the second save gets a conflict and keeps both versions', async ({
  page,
  context,
}) => {
  const title = `Two Tabs ${run}`;
  await signIn(page);
  await createPublished(page, title);
  const other = await context.newPage();
  await other.goto('/admin/blog');
  const first = await openEditor(page, title);
  const second = await openEditor(other, title);

  await first.getByLabel('Excerpt *').fill('Saved first, in tab one.');
  await first.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Blog post updated successfully.')).toBeVisible();

  await second.getByLabel('Excerpt *').fill('Saved second, in tab two.');
  await second.getByRole('button', { name: 'Update Post' }).click();
  const conflict = second.getByRole('alert');
  await expect(conflict).toContainText('This post was saved elsewhere while you were editing.');
  await expect(conflict).toContainText('it is now at version 2');
  await expect(second.getByLabel('Excerpt *')).toHaveValue('Saved second, in tab two.');
  const revisions = second.locator('section[aria-labelledby="post-revisions-heading"]');
  await expect(revisions.getByRole('listitem').first()).toContainText('Version 2');

  await conflict.getByRole('button', { name: 'Save Mine Over Theirs' }).click();
  await expect(other.getByText('Blog post updated successfully.')).toBeVisible();
  await other.close();

  const form = await openEditor(page, title);
  await expect(form.getByLabel('Excerpt *')).toHaveValue('Saved second, in tab two.');
  const list = form.locator('section[aria-labelledby="post-revisions-heading"]');
  await expect(list.getByRole('listitem')).toHaveCount(3);
});

test('the SEO panel checks the post as the writer types and previews the search result', async ({
  page,
}) => {
  await signIn(page);
  const form = await fillNewPost(page, `Local SEO in Pune for Clinics ${run}`);
  const panel = form.getByRole('complementary', { name: 'SEO' });
  const check = (id: string) => panel.locator(`[data-check="${id}"]`);
  await expect(check('key-title')).toContainText('Improve: Keyphrase in title');
  await panel.getByLabel('Focus Keyphrase').fill('local seo in pune');
  await expect(check('key-title')).toContainText('Good: Keyphrase in title');
  await expect(check('key-intro')).toContainText('Problem: Keyphrase in first paragraph');
  await form
    .getByLabel('Content (Markdown) *')
    .fill('Local SEO in Pune starts with the profile.\n\n# A second h1\n\n![](/images/a.webp)');
  await expect(check('key-intro')).toContainText('Good');
  await expect(check('single-h1')).toContainText('Problem');
  await expect(check('image-alt')).toContainText('1 of 1 images have no alt text.');

  const preview = panel.getByRole('figure', { name: 'Search result preview, mobile' });
  await expect(preview).toContainText(`Local SEO in Pune for Clinics ${run}`);
  await expect(preview).toContainText('blog › local-seo-in-pune-for-clinics');
  await panel.getByRole('button', { name: 'desktop' }).click();
  await expect(panel.getByRole('button', { name: 'desktop' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.getByRole('figure', { name: 'Search result preview, desktop' })).toBeVisible();

  await expectNoViolations(page, 'post editor with the SEO panel');
  // Cancel keeps the create form's draft copy; this test leaves none behind for the others.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Create New' }).click();
  const again = page.getByRole('form', { name: 'Create blog post' });
  await again.getByRole('button', { name: 'Discard Draft Copy' }).click();
  await expect(again.getByRole('region', { name: 'Unsaved draft copy' })).toHaveCount(0);
});
