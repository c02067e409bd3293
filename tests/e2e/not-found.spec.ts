import { expect, test } from '@playwright/test';

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
