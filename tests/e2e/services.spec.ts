import { expect, test, type Page } from '@playwright/test';

const slugs = ['seo', 'ppc', 'content-strategy', 'site-speed', 'local-seo', 'ecommerce-seo'];

/** The Offers of the page's Service node, read from its JSON-LD blocks. */
async function offersOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((text: string) => [JSON.parse(text) as object].flat()) as Record<
    string,
    unknown
  >[];
  return (nodes.find((node) => node['@type'] === 'Service')?.offers ?? []) as Record<
    string,
    unknown
  >[];
}

test('the services list shows every service with its link', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Professional Services');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText('Services')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const slug of slugs) {
    await expect(page.locator(`main a[href="/services/${slug}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'PPC Management', level: 2 })).toBeVisible();
});

test('a service page expands its expertise and opens one FAQ at a time', async ({ page }) => {
  await page.goto('/services/seo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'SEO Services That Turn Searches into Customers',
  );
  const card = page.getByRole('article').filter({ hasText: 'Technical SEO' }).first();
  const subTopic = card.getByRole('heading', { name: 'Structured data' });
  await expect(subTopic).toBeHidden();
  await card.getByText('What we Cover').click();
  await expect(subTopic).toBeVisible();
  await expect(card.getByText('Hide Sub-Topics')).toBeVisible();
  await card.getByText('Hide Sub-Topics').click();
  await expect(subTopic).toBeHidden();
  await expect(card.getByText('What we Cover')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How We Work' })).toBeVisible();
  const faqs = page.locator('#faq details');
  await faqs.nth(0).locator('summary').click();
  await faqs.nth(2).locator('summary').click();
  await expect(faqs.nth(2)).toHaveAttribute('open', '');
  await expect(faqs.nth(0)).not.toHaveAttribute('open', '');

  await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible();
  const locations = page.getByRole('region', { name: 'Services by Location' }).getByRole('link');
  await expect(locations).toHaveCount(10);
  // The featured cities first (Mumbai leads the home page's), then the others by name.
  await expect(locations.first()).toHaveAttribute('href', '/services/seo/mumbai');
  await expect(locations.last()).toHaveAttribute('href', '/services/seo/surat');
});

test('an unknown service answers 404 with the spec’s text', async ({ page }) => {
  const response = await page.goto('/services/plumbing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
  await expect(
    page.getByText("The service you're looking for doesn't exist or is no longer available."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Services' })).toHaveAttribute(
    'href',
    '/services',
  );
});

test('the dedicated Local SEO page has every section', async ({ page }) => {
  await page.goto('/services/local-seo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local SEO Services');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(
    3,
  );
  await expect(
    page.getByRole('region', { name: 'Our Approach' }).getByRole('listitem'),
  ).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Our Process' }).getByRole('listitem')).toHaveCount(
    5,
  );
  await expect(page.locator('#faq details')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Local SEO by City' }).getByRole('link'),
  ).toHaveCount(10);
});

test('a service-in-city page has the spec’s sections in order', async ({ page }) => {
  const response = await page.goto('/services/seo/mumbai');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mumbai');
  await expect(page.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute(
    'href',
    '#contact',
  );
  const headings = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(headings).toEqual([
    'How SEO Helps Mumbai Businesses',
    'Why Choose Us',
    'SEO Pricing',
    'What Mumbai Clients Say',
    'Frequently Asked Questions',
    'SEO in Other Cities',
    'Other Services in Mumbai',
    'Ready to Grow Your Mumbai Business?',
  ]);
  await expect(page.locator('#contact')).toContainText(
    'Take the first step towards better SEO results with a free consultation',
  );
  const otherCities = page.getByRole('region', { name: 'SEO in Other Cities' }).getByRole('link');
  await expect(otherCities).toHaveCount(9);
  // The nearest first: Pune is about 120 km from Mumbai.
  await expect(otherCities.first()).toHaveAttribute('href', '/services/seo/pune');
  await expect(
    page.getByRole('region', { name: 'Other Services in Mumbai' }).getByRole('link'),
  ).toHaveCount(5);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/services\/seo\/mumbai$/,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
    '',
  );
  for (const type of ['"Service"', '"FAQPage"', '"BreadcrumbList"']) expect(jsonLd).toContain(type);
  // Its testimonials are shown, not marked up: reviews of the business by itself (README).
  expect(jsonLd).not.toContain('AggregateRating');
  // The city where it is, to the 5 decimal places Google asks for.
  expect(jsonLd).toContain(
    '"areaServed":{"@type":"City","name":"Mumbai","geo":{"@type":"GeoCoordinates","latitude":19.07609,"longitude":72.87766}}',
  );
  // The service's plans, priced in rupees from its data, and offered in the markup.
  const pricing = page.getByRole('region', { name: 'SEO Pricing' });
  await expect(pricing.getByRole('listitem').filter({ hasText: 'Monthly SEO' })).toContainText(
    'From ₹65,600 per month',
  );
  expect((await offersOf(page))[0]).toMatchObject({
    name: 'Monthly SEO',
    price: 65600,
    priceCurrency: 'INR',
  });
});

test('a service page shows its rupee plans and marks each up as an Offer', async ({ page }) => {
  await page.goto('/services/site-speed');
  const pricing = page.getByRole('region', { name: 'Site Speed Optimization Pricing' });
  const plans = pricing.getByRole('heading', { level: 3 });
  await expect(plans).toHaveText([
    'Small site audit',
    'Medium site audit',
    'Large site audit',
    'Consultation',
  ]);
  await expect(pricing).toContainText('From ₹41,000 one-time');
  await expect(pricing).toContainText('₹4,100 per hour');
  await expect(pricing).toContainText('One-hour minimum');
  await expect(pricing).toContainText('Recommendations only; implementation not included');
  await expect(pricing).not.toContainText('$');
  expect(await offersOf(page)).toEqual([
    expect.objectContaining({
      '@type': 'Offer',
      name: 'Small site audit',
      price: 41000,
      priceCurrency: 'INR',
    }),
    expect.objectContaining({ name: 'Medium site audit', price: 65600 }),
    expect.objectContaining({ name: 'Large site audit', price: 98400 }),
    expect.objectContaining({
      name: 'Consultation',
      price: 4100,
      priceSpecification: expect.objectContaining({ unitCode: 'HUR', priceCurrency: 'INR' }),
    }),
  ]);
});

test('a city page without testimonials leaves the section out', async ({ page }) => {
  await page.goto('/services/ppc/pune');
  await expect(page.getByRole('heading', { name: /Clients Say/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
});

test('every alternative URL shape answers 301 to the one canonical URL', async ({ request }) => {
  for (const [from, to] of [
    ['/seo-services-in-mumbai', '/services/seo/mumbai'],
    ['/ppc-consultant-in-delhi', '/services/ppc/delhi'],
    ['/seo/bangalore', '/services/seo/bengaluru'],
    ['/services/content', '/services/content-strategy'],
    ['/services/e-commerce-seo/surat', '/services/ecommerce-seo/surat'],
    ['/services/SEO/Mumbai/', '/services/seo/mumbai'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://localhost').pathname, from).toBe(to);
  }
});

test('implausible cities and unknown services answer 404', async ({ request }) => {
  for (const path of [
    '/services/seo/mumbai123',
    '/services/plumbing/mumbai',
    '/plumbing-services-in-mumbai',
    `/services/seo/${'a'.repeat(41)}`,
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the sitemap lists the 6 service pages and 60 city pages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs.filter((p) => /^\/services\/[^/]+$/.test(p)).sort()).toEqual(
    slugs.map((s) => `/services/${s}`).sort(),
  );
  expect(locs.filter((p) => /^\/services\/[^/]+\/[^/]+$/.test(p))).toHaveLength(60);
  expect(locs).toContain('/locations');
  expect(locs).toContain('/services');
});

test('the 404 page suggests the service and city a path seems to mean', async ({ page }) => {
  const response = await page.goto('/mumbai-seo-company');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Were you looking for SEO services in Mumbai?')).toBeVisible();
  await expect(page.getByRole('link', { name: '/services/seo/mumbai' })).toHaveAttribute(
    'href',
    '/services/seo/mumbai',
  );
  await expect(page.getByRole('link', { name: '/seo-services-in-mumbai' })).toHaveAttribute(
    'href',
    '/seo-services-in-mumbai',
  );
});

test.describe('the cities of the locations hub', () => {
  test('the locations hub lists the states and their cities, and each state has a page', async ({
    page,
    request,
  }) => {
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Locations');
    // Ten cities in eight states: few enough that the hub shows each city's services too.
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8 + 4);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'E-commerce SEO in Surat' })).toHaveAttribute(
      'href',
      '/services/ecommerce-seo/surat',
    );
    await expect(page.locator('main a[href^="/services/"]')).toHaveCount(60);

    await page.getByRole('link', { name: 'Gujarat', exact: true }).click();
    await expect(page).toHaveURL(/\/locations\/gujarat$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Locations in Gujarat');
    // Each of its two cities with its six services (the hub's page stays hidden in the DOM).
    await expect(
      page.getByRole('main').getByRole('link', { name: / in (Ahmedabad|Surat)$/ }),
    ).toHaveCount(12);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /in Gujarat: Ahmedabad, Surat\./,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/locations\/gujarat$/,
    );
    expect((await request.get('/locations/atlantis')).status()).toBe(404);
  });
});
