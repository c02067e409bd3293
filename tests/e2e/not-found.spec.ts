import { expect, test } from '@playwright/test';

import { nuHtmlErrors } from './support/validators';

// Every 404 is server-rendered HTML in the site shell, with its title and the spec's text:
// checked with JavaScript off, where nothing could draw it later.

const missing = [
  [
    '/blog/nonexistent',
    'Blog Post Not Found',
    'The blog post you are looking for could not be found.',
  ],
  ['/author/nobody', 'Author Not Found', "Sorry, we couldn't find the author you're looking for."],
  [
    '/services/nope',
    'Service Not Found',
    "The service you're looking for doesn't exist or is no longer available.",
  ],
  ['/services/seo/xx123', 'SEO Page Not Found', 'There is no SEO page for that city yet.'],
  [
    '/blog?page=99',
    'Page Not Found',
    "The page you're looking for doesn't exist or has been moved.",
  ],
  [
    '/author/priya-sharma?tag=no-such-tag',
    'Page Not Found',
    "The page you're looking for doesn't exist or has been moved.",
  ],
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, text] of missing) {
    test(`${path} answers 404 with its page in the site shell`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${heading} | RankSutra Digital`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text, { exact: false })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});

test('a not-found page keeps the visitor’s theme, and the theme switch works there', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('/blog/nonexistent');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('a client past its 404s of the minute gets a plain 404 for made-up paths, pages as before', async ({
  request,
}) => {
  test.setTimeout(90_000);
  // Its own address (the tests' server trusts X-Forwarded-For from loopback, as behind the front).
  const visitor = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
  const run = Math.random().toString(36).slice(2, 8);
  const get = (path: string, headers: Record<string, string> = visitor) =>
    request.get(path, { headers, maxRedirects: 0 });
  const rendered = 'Popular Locations';

  for (let n = 0; n < 30; n++) {
    const answer = await get(`/made-up-${run}-${n}`);
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toContain(rendered);
  }
  // The 31st made-up path of the minute, and a made-up post: the fixed page, not rendered.
  for (const path of [`/made-up-${run}-30`, `/blog/made-up-${run}`]) {
    const plain = await get(path);
    expect(plain.status()).toBe(404);
    const html = await plain.text();
    expect(html).not.toContain(rendered);
    expect(html).toContain('<h1>Page Not Found</h1>');
    expect(plain.headers()['cache-control']).toBe('private, no-store');
    expect(plain.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers()['x-content-type-options']).toBe('nosniff');
    expect(plain.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain.headers()['x-frame-options']).toBe('DENY');
    expect(await nuHtmlErrors({ [path]: html })).toEqual([]);
  }
  // The site's pages, a city's page without its own text, lists and files still answer it.
  for (const path of [
    '/contact',
    '/services/seo/mumbai',
    '/services/ppc/jaipur',
    '/blog?page=2',
    '/robots.txt',
  ]) {
    const answer = await get(path);
    expect(answer.status(), path).toBe(200);
  }
  // Another client is not held back by this one.
  const other = await get(`/made-up-${run}-31`, { 'x-forwarded-for': '198.51.100.251' });
  expect(await other.text()).toContain(rendered);
  // The machine itself (loopback, no forwarded address) has no budget: its checks always render.
  for (let n = 0; n < 31; n++) expect((await get(`/own-${run}-${n}`, {})).status()).toBe(404);
  expect(await (await get(`/own-${run}-31`, {})).text()).toContain(rendered);
});
