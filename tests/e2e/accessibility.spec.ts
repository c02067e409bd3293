import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { expectNoViolations } from './support/axe';

const publicPages = [
  '/',
  '/services',
  '/services/seo',
  '/services/local-seo',
  '/services/seo/mumbai',
  '/services/ppc/lucknow',
  '/locations',
  '/locations/gujarat',
  '/blog',
  '/blog/technical-seo-audit-guide',
  '/case-studies',
  '/author/priya-sharma',
  '/contact',
  '/privacy-policy',
  '/free-seo-audit/method',
  '/no-such-page',
];

for (const theme of ['dark', 'light'] as const) {
  test.describe(`public pages in the ${theme} theme`, () => {
    for (const path of publicPages) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        // Sections fade in as they are scrolled to: without the motion, contrast is measured on
        // what a visitor sees once they have.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expectNoViolations(page, `${path} (${theme})`);
      });
    }
  });
}

test('public pages name each landmark once (axe landmark-unique)', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const path of publicPages) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
    for (const v of violations)
      found.push(`${path}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  expect(found).toEqual([]);
});

test("on a phone, a city page's contact links keep clear of the footer's before they are scrolled to", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/services/seo/mumbai');
  // Where the page is laid out at first, as Lighthouse's target-size check reads it.
  const overlaps = await page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)].map((link) => ({
        name: link.textContent?.trim() ?? '',
        box: link.getBoundingClientRect(),
      }));
    const contact = boxes('#contact a');
    const footer = boxes('footer a');
    return contact.flatMap((a) =>
      footer
        .filter(
          (b) =>
            a.box.width > 0 &&
            b.box.width > 0 &&
            a.box.left < b.box.right &&
            b.box.left < a.box.right &&
            a.box.top < b.box.bottom &&
            b.box.top < a.box.bottom,
        )
        .map((b) => `${a.name} overlaps ${b.name}`),
    );
  });
  expect(overlaps).toEqual([]);
});

test('the contact form with its errors shown has no violations', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expectNoViolations(page, 'contact form errors');
});

test('the mobile drawer has no violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'mobile drawer');
});
