import { expect, test, type Page } from '@playwright/test';

const RATIO = 40 / 21;

async function cardImageRatios(page: Page, scope: string) {
  return page.locator(`${scope} article img`).evaluateAll((images) =>
    images.map((image) => {
      const box = image.getBoundingClientRect();
      return box.width / box.height;
    }),
  );
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`blog card and related-article images keep their ratio on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/blog');
    const list = await cardImageRatios(page, 'main');
    expect(list.length).toBeGreaterThan(3);
    for (const ratio of list) expect(ratio).toBeCloseTo(RATIO, 1);

    await page.goto('/blog/technical-seo-audit-guide');
    const related = await cardImageRatios(page, 'section[aria-labelledby="related-heading"]');
    expect(related.length).toBeGreaterThan(0);
    for (const ratio of related) expect(ratio).toBeCloseTo(RATIO, 1);
  });
}

test('navigation scrolls smoothly unless the visitor asks for reduced motion', async ({ page }) => {
  await page.goto('/');
  // data-scroll-behavior="smooth" would make Next.js jump instead during route changes.
  await expect(page.locator('html')).not.toHaveAttribute('data-scroll-behavior', /.*/);
  const behaviour = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  expect(await behaviour()).toBe('smooth');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await behaviour()).toBe('auto');
});

test('sections below the first screen are rendered as they come near, with their content in the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // checkVisibility's contentVisibilityAuto option reports content the browser skips rendering.
  const rendered = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered('#hero-heading')).toBe(true);
  expect(await rendered('#faq summary')).toBe(false);
  expect(await rendered('footer a')).toBe(false);
  // Still in the document for crawlers, find-in-page and assistive technology.
  await expect(page.locator('#faq summary').first()).toHaveText(/\S/);
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeAttached();

  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => rendered('footer a')).toBe(true);
});

for (const width of [320, 360, 390]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the header fits a ${width} px phone in the ${theme} theme, Get a Quote whole`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/services/seo/pune');
      const header = page.getByRole('banner');
      expect((await header.boundingBox())!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const quote = header.getByRole('link', { name: 'Get a Quote' });
      const box = (await quote.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Whole: its text is not cut off inside the button.
      expect(await quote.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });
  }
}

test('a jump to a heading of a post lands it 100 px below the top of the window', async ({
  page,
}) => {
  await page.goto('/blog/technical-seo-audit-guide');
  // The last heading: every block above it, laid out as the page scrolls, could move it.
  const jump = page
    .getByRole('navigation', { name: /contents/i })
    .getByRole('link')
    .last();
  const target = decodeURIComponent((await jump.getAttribute('href'))!.slice(1));
  await jump.click();
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await expect
    .poll(async () => Math.round((await page.locator(`[id="${target}"]`).boundingBox())!.y))
    .toBe(100);
});

test('the footer of every page gives the business’s name, address and phone', async ({ page }) => {
  for (const path of ['/', '/blog/technical-seo-audit-guide', '/no-such-page']) {
    await page.goto(path);
    const contact = page.getByRole('contentinfo').getByRole('region', { name: 'Contact Us' });
    await expect(contact.locator('address')).toContainText('RankSutra Digital');
    await expect(contact.locator('address')).toContainText('Lower Parel, Mumbai');
    await expect(contact.getByRole('link', { name: '+91 22 4012 3456' })).toHaveAttribute(
      'href',
      'tel:+912240123456',
    );
  }
});
