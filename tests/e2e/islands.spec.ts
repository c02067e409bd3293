import { expect, test, type Page } from '@playwright/test';

import { framesDrawn, requestsSoFarSeen } from './support/requests-seen';

// A page of the site's own renderer (the service-in-city page) is its whole HTML with no framework
// client; each part a visitor interacts with loads when it is needed (src/islands/policies.ts).

const cityPage = '/services/seo/pune';

/** The island files the page has fetched so far, by name. */
function islandRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const match = /\/_next\/static\/islands\/(?:.*\/)?([\w-]+?)-[\w-]{8}\.js$/.exec(request.url());
    if (match) files.push(match[1]!);
  });
  return files;
}

test('the page is its whole HTML, without the framework client or a copy of the page as data', async ({
  request,
}) => {
  const html = await (await request.get(cityPage)).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Ready to Grow Your Pune Business?');
  expect(html).not.toContain('/_next/static/chunks/');
  expect(html).not.toContain('__next_f');
  // No script file to start with: the island runtime is in the page.
  expect(html).not.toMatch(/<script[^>]* src=/);
  expect(html).toMatch(/<script type="module">[^<]+site-island[^<]+<\/script><\/body>/);
});

test('what draws nothing starts once the page is idle without React, the form and the theme menu on a pointer', async ({
  page,
}) => {
  const loaded = islandRequests(page);
  await page.goto(cityPage);
  await expect.poll(() => loaded).toEqual(expect.arrayContaining(['attribution', 'web-vitals']));
  // Those are plain scripts: React loads with the first component that wakes, not before.
  for (const file of ['hydrate', 'lazy-contact-form', 'mobile-nav', 'theme-toggle'])
    expect(loaded).not.toContain(file);

  // In view, the form is still plain HTML; a pointer over it wakes it.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await framesDrawn(page);
  await requestsSoFarSeen(page);
  expect(loaded).not.toContain('lazy-contact-form');
  await page.locator('#contact form').getByLabel('Name').hover();
  await expect.poll(() => loaded).toContain('lazy-contact-form');
  await expect(page.locator('#contact form')).toHaveAttribute('novalidate', '');
  expect(loaded).toContain('hydrate');
  expect(loaded).not.toContain('theme-toggle');

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Toggle theme' }).hover();
  await expect.poll(() => loaded).toContain('theme-toggle');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the first tap on the menu opens it, though its code loads with that tap', async ({
    page,
  }) => {
    const loaded = islandRequests(page);
    await page.goto(cityPage);
    await page.waitForLoadState('load');
    expect(loaded).not.toContain('mobile-nav');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    expect(loaded).toContain('mobile-nav');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('a choice made before the form’s code has loaded is kept, at once and after it', async ({
  page,
}) => {
  await page.goto('/free-seo-audit');
  const form = page.getByRole('form', { name: 'Free SEO audit' });
  const island = page.locator('site-island', { has: form });
  const src = new URL((await island.getAttribute('data-src'))!, page.url());
  // The form's code is held back until the test lets it through.
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(`**${src.pathname}`, async (route) => {
    await held;
    await route.continue();
  });
  const online = form.getByRole('radio', { name: /^Anywhere/ });
  const consent = form.getByLabel(/You may contact me about this report/);
  await online.check();
  await consent.check();
  await expect(island).not.toHaveAttribute('data-awake');
  letThrough();
  await expect(island).toHaveAttribute('data-awake', '');
  await expect(online).toBeChecked();
  await expect(consent).toBeChecked();
  await expect(form.getByRole('radio', { name: /^Nearby/ })).not.toBeChecked();
});
