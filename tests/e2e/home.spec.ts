import { expect, test, type Page } from '@playwright/test';

const heroTexts = [
  'Dominate Search Rankings with Expert SEO Strategies',
  "Tailored SEO solutions to boost your business visibility across India's diverse digital landscape",
];
const stats = [
  ['500+', 'Clients'],
  ['50+', 'Cities Covered'],
  ['10K+', 'Rankings Improved'],
  ['12+', 'Years Experience'],
];
const cities = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad', 'Kolkata'];

test('the server HTML already holds every text of the home page', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = (await response.text()).replace(/&#x27;|&#39;/g, "'");
  for (const text of [
    ...heroTexts,
    'Get Free SEO Audit',
    'Explore Services',
    'Scroll to explore',
    ...stats.flat(),
    'View All Services',
    'Client Success',
    'Local SEO Experts, Dominate Search Results',
    'Explore All Cities',
    'Frequently Asked Questions',
    'Find answers to common questions about our SEO services',
    'Get in Touch',
    ...cities,
  ]) {
    expect(html, text).toContain(text);
  }
  expect(html).toContain('<html lang="en-IN"');
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/?"/);
  expect(html).toContain('<meta property="og:locale" content="en_IN"');
});

test('home page shows the hero, statistics and calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTexts[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(heroTexts[1]!)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Free SEO Audit' })).toHaveAttribute(
    'href',
    '/free-seo-audit',
  );
  await expect(page.getByRole('link', { name: 'Explore Services' })).toHaveAttribute(
    'href',
    '/services',
  );
  for (const [value, label] of stats) {
    await expect(page.getByText(value!, { exact: true })).toBeVisible();
    await expect(page.getByText(label!, { exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Scroll to explore' }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.locator('#services')).toBeInViewport();
});

test('home page lists four services, three testimonials and six cities', async ({ page }) => {
  await page.goto('/');
  const services = page.locator('#services');
  const learnMore = services.getByRole('link', { name: /^Learn more/ });
  await expect(learnMore).toHaveCount(4);
  await expect(learnMore.nth(0)).toHaveAttribute('href', '/services/seo');
  await expect(learnMore.nth(1)).toHaveAttribute('href', '/services/ppc');
  await expect(learnMore.nth(2)).toHaveAttribute('href', '/services/content-strategy');
  await expect(learnMore.nth(3)).toHaveAttribute('href', '/services/site-speed');
  await expect(page.getByRole('link', { name: 'View All Services' })).toHaveAttribute(
    'href',
    '/services',
  );

  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);

  const cityLinks = page.locator('#cities ul a');
  await expect(cityLinks).toHaveCount(6);
  for (const [index, city] of cities.entries()) {
    await expect(cityLinks.nth(index)).toHaveAttribute(
      'href',
      `/services/seo/${city.toLowerCase()}`,
    );
    await expect(cityLinks.nth(index)).toContainText(city);
  }
  const firstImage = cityLinks.first().locator('img');
  await expect(firstImage).toHaveAttribute('src', /^\/_next\/image\?url=%2Fimages%2Fcities%2F/);
  await expect(page.getByRole('link', { name: 'Explore All Cities' })).toHaveAttribute(
    'href',
    '/locations',
  );
});

test('the FAQ opens one answer at a time and can be closed again', async ({ page }) => {
  await page.goto('/');
  const items = page.locator('#faq details');
  await expect(items).toHaveCount(5);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).not.toHaveAttribute('open', '');
});

const opacityOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Number(getComputedStyle(element).opacity));

test('every section is visible with JavaScript turned off, once scrolled to', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  for (const selector of ['#services', '#cities', '#faq', '#contact']) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    await expect(page.locator(selector)).toBeVisible();
    await expect.poll(() => opacityOf(page, selector), { message: selector }).toBe(1);
  }
  await context.close();
});

test('sections below the fold fade in as they are scrolled to, by CSS alone; those in view are never hidden', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#hero-heading')).toBeVisible();
  expect(await opacityOf(page, '#faq')).toBe(0);
  await page.locator('#faq').scrollIntoViewIfNeeded();
  await expect.poll(() => opacityOf(page, '#faq')).toBe(1);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();

  // Asked for less motion, nothing fades.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  expect(await opacityOf(page, '#faq')).toBe(1);
});
