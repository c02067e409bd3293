import { expect, test } from '@playwright/test';

import { settle } from './support/page-scripts';

test('header links, active highlight and the quote button', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Home', '/'],
    ['Services', '/services'],
    ['Blog', '/blog'],
    ['Contact', '/contact'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'RankSutra Digital' }),
  ).toHaveAttribute('href', '/');
});

test('the browser renders the next page ahead when a visitor points at a link, and counts its view once shown', async ({
  page,
  context,
}) => {
  const ahead: string[] = [];
  context.on('request', (request) => {
    if (/prefetch/.test(request.headers()['sec-purpose'] ?? ''))
      ahead.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await settle(page);
  expect(ahead).toEqual([]);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Blog', exact: true }).hover();
  await expect.poll(() => ahead).toEqual(['/blog']);

  // Sent ahead, the page was not counted by the server: it counts its view once it is shown.
  const counted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/page-views') &&
      response.request().postData() === '{"path":"/blog"}',
  );
  await nav.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect((await counted).status()).toBe(204);
  const shownAhead = await page.evaluate(() => {
    const [shown] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
      activationStart: number;
      deliveryType: string;
    })[];
    return shown!.activationStart > 0 || shown!.deliveryType === 'navigational-prefetch';
  });
  expect(shownAhead).toBe(true);
});

test('the footer has four columns and the current year', async ({ page }) => {
  await page.goto('/book-a-call');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
    'RankSutra Digital',
    'Quick Links',
    'Services',
    'Contact Us',
  ]);
  await expect(footer.getByRole('link', { name: 'Content Strategy' })).toHaveAttribute(
    'href',
    '/services/content-strategy',
  );
  await expect(footer.getByRole('link', { name: 'hello@ranksutra.in' })).toHaveAttribute(
    'href',
    'mailto:hello@ranksutra.in',
  );
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} RankSutra Digital. All rights reserved.`,
  );
});

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the left drawer opens, describes itself and closes on navigation', async ({ page }) => {
    await page.goto('/book-a-call');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Navigate our site')).toBeVisible();
    // It slides in from the left edge.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Dominate Search Rankings with Expert SEO Strategies',
    );
  });

  test('the drawer closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test('dark on a first visit, and the chosen theme survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('button', { name: 'System' }).click();
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
});

test('the theme menu shows the current choice as pressed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Light' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  // Transitions are paused only for the switch itself.
  await expect(page.locator('html')).not.toHaveClass(/theme-switching/);
});

test('System follows the device setting, and a choice made in another tab applies here too', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('button', { name: 'System' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  const other = await context.newPage();
  await other.goto('/contact');
  await other.getByRole('button', { name: 'Toggle theme' }).click();
  await other.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('with storage blocked, a theme choice still applies to the page', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('the saved theme is applied before the page paints', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  const classAtFirstPaint: string[] = [];
  await page.exposeFunction('reportClass', (c: string) => classAtFirstPaint.push(c));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { reportClass: (c: string) => void }).reportClass(
        document.documentElement.className,
      );
    });
  });
  await page.goto('/');
  await expect.poll(() => classAtFirstPaint.length).toBe(1);
  expect(classAtFirstPaint[0]).toMatch(/\blight\b/);
});
