import { expect, test, type Page } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { signIn as signInAt } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';
import { sitemapDates } from './support/sitemap';

runOnOwnSite(test, 'services-admin', 'serial');

const suffix = Array.from({ length: 6 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
).join('');
const name = `Drone SEO ${suffix.toUpperCase()}`;
const slug = `drone-seo-${suffix}`;
const renamed = `${slug}-pro`;

const signIn = (page: Page) => signInAt(page, '/admin/services', 'Services');

const serviceRow = (page: Page, service: string) =>
  page
    .getByRole('table', { name: 'Services, in the order menus show them' })
    .getByRole('row')
    .filter({ hasText: service });

test('logged out, the services admin and its API refuse', async ({ page, request }) => {
  await page.goto('/admin/services');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const response = await request.post('/api/admin/services', {
    data: { service_name: 'X' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(401);
});

test('an admin adds a service, renames it and deletes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expectNoViolations(page, 'services admin');
  await expect(serviceRow(page, 'Local SEO')).toContainText('Overview');

  await page.getByRole('link', { name: 'Add Service' }).click();
  await expect(page.getByRole('heading', { name: 'New Service' })).toBeVisible();
  await expectNoViolations(page, 'new service form');

  // Bad input: errors under the fields, nothing saved, what was typed kept.
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.locator('#service-service_name-error')).toHaveText(
    'Please fill in all required fields.',
  );
  await page.getByLabel('Name *', { exact: true }).fill(name);
  await expect(page.getByLabel('Slug *')).toHaveValue(slug);
  await page.getByLabel('Slug *').fill('contact');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.locator('#service-service_slug-error')).toHaveText(
    'That slug is taken by one of the site’s own pages; choose another',
  );
  await page.getByLabel('Slug *').fill('ppc');
  await page.getByLabel('Short name on city pages *').fill('Drone SEO');
  await page
    .getByLabel("Description (the card, and the overview's intro) *")
    .fill('Search visibility for drone <b>survey</b> firms.');
  await page.getByLabel('Heading (H1) *').fill(`${name} Services`);
  await page.getByLabel('Subheading *').fill('Rank where surveyors search.');
  await page.getByLabel('Meta Title *').fill(`${name} Services in India`);
  await page.getByLabel('Meta Description *').fill('SEO for drone survey companies in India.');
  await page.getByRole('button', { name: 'Add area' }).click();
  await page.getByLabel('Name *').nth(1).fill('Survey keywords');
  await page.getByLabel('Description *').nth(1).fill('The words buyers of surveys use.');
  await page.getByRole('button', { name: 'Add sub-topic of area 1,' }).click();
  await page.getByLabel('Name *').nth(2).fill('Mapping terms');
  await page.getByLabel('Description *').nth(2).fill('Orthomosaic, LiDAR and GIS.');
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByLabel('Question *').nth(0).fill('First question?');
  await page.getByLabel('Answer *').nth(0).fill('First answer.');
  await page.getByLabel('Question *').nth(1).fill('Second question?');
  await page.getByLabel('Answer *').nth(1).fill('Second answer.');
  // Reordered by keyboard: focus the button and press Enter.
  await page.getByRole('button', { name: 'Move question 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Question *').nth(0)).toHaveValue('Second question?');
  // A price plan: the amount is a number, shown in rupees as India groups it.
  await page.getByRole('button', { name: 'Add plan' }).click();
  await page.getByLabel('Plan name *').fill('Monthly drone SEO');
  await page.getByLabel('Amount, in whole rupees or dollars *').fill('about 1.5 lakh');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.locator('#service-price_plans-0-amount-error')).toHaveText(
    'Enter the amount in whole rupees or dollars, e.g. 65600 or 65,600',
  );
  await page.getByLabel('Amount, in whole rupees or dollars *').fill('150000');
  await expect(page.getByText('Shown as: ₹1,50,000')).toBeVisible();
  await page
    .getByLabel('What is included (one item a line)')
    .fill('Survey keywords\nMonthly report');
  await expectNoViolations(page, 'new service form, filled in');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.locator('#service-service_slug-error')).toHaveText(
    'That slug is already used by PPC Management.',
  );
  await expect(page.getByLabel('Subheading *')).toHaveValue('Rank where surveyors search.');
  await page.getByLabel('Slug *').fill(slug);
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  await expect(serviceRow(page, name)).toContainText(slug);

  // On the public site at once: its page (text as text), the footer, /services and the form.
  const publicPage = await page.context().newPage();
  expect((await publicPage.goto(`/services/${slug}`))?.status()).toBe(200);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(`${name} Services`);
  await expect(
    publicPage.getByText('Search visibility for drone <b>survey</b> firms.'),
  ).toBeVisible();
  await expect(publicPage.locator('#faq details').first()).toContainText('Second question?');
  const pricing = publicPage.getByRole('region', { name: `${name} Pricing` });
  await expect(pricing).toContainText('Monthly drone SEO');
  await expect(pricing).toContainText('From ₹1,50,000 per month');
  await expect(pricing.getByRole('listitem').filter({ hasText: /^Monthly report$/ })).toBeVisible();
  await expect(
    publicPage.getByRole('contentinfo').getByRole('link', { name, exact: true }),
  ).toHaveAttribute('href', `/services/${slug}`);
  await publicPage.goto('/contact');
  await expect(publicPage.getByLabel('Service *')).toContainText(name);

  // Renamed: every old URL of it answers 301, in one hop, to the new one.
  const listed = await sitemapDates(request);
  await page.goto('/admin/services');
  await serviceRow(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  // The search appearance warns of a 300-character title and of HTML in the description before
  // the save, which still goes through, the text stored as typed.
  const panel = page.getByRole('region', { name: 'Search Appearance' });
  const longTitle = `${name} `.padEnd(300, 'x');
  await page.getByLabel('Meta Title *').fill(longTitle);
  await page
    .getByLabel('Meta Description *')
    .fill('<b>Drone</b> SEO for agritech and survey firms across India, with a tag shown as text.');
  await expect(panel.locator('[data-check="title-length"]')).toContainText(
    'Problem: Title length. 300 characters',
  );
  await expect(panel.locator('[data-check="plain-text"]')).toContainText(
    'HTML tags are shown as typed in a search result',
  );
  await expect(panel.getByRole('figure')).toContainText(`/services/${slug}`.replace(/\//g, ' › '));
  await expectNoViolations(page, 'service editor with search appearance warnings');
  await page.getByRole('button', { name: 'Save Service' }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  const stored = await (await request.get(`/services/${slug}`)).text();
  expect(stored).toContain(`<title>${longTitle}</title>`);
  expect(stored).toContain('content="&lt;b&gt;Drone&lt;/b&gt; SEO for agritech');
  // Its page changed, its card on /services did not: the sitemap moves the page's date only.
  const relisted = await sitemapDates(request);
  expect(relisted.get(`/services/${slug}`)).not.toBe(listed.get(`/services/${slug}`));
  expect(relisted.get('/services')).toBe(listed.get('/services'));
  await page.goto('/admin/services');
  await serviceRow(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await page.getByLabel('Slug *').fill(renamed);
  await page.getByRole('button', { name: 'Save Service' }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  for (const [old, target] of [
    [`/services/${slug}`, `/services/${renamed}`],
    [`/services/${slug}/pune`, `/services/${renamed}/pune`],
    [`/${slug}-services-in-pune`, `/services/${renamed}/pune`],
  ] as const) {
    const redirect = await request.get(old, { maxRedirects: 0 });
    expect(redirect.status(), old).toBe(301);
    expect(redirect.headers().location, old).toBe(target);
  }
  expect((await request.get(`/services/${renamed}`)).status()).toBe(200);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/services/${renamed}<`);
  expect(sitemap).not.toContain(`/services/${slug}<`);

  // Deleted after confirming: its pages answer 404 and the menus forget it.
  await page.goto('/admin/services');
  await serviceRow(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText(`delete ${name}?`);
  await expectNoViolations(page, 'delete service dialog');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${name} deleted.`)).toBeVisible();
  await expect(serviceRow(page, name)).toHaveCount(0);
  expect((await request.get(`/services/${renamed}`)).status()).toBe(404);
  await publicPage.goto('/services');
  await expect(publicPage.getByRole('link', { name, exact: true })).toHaveCount(0);

  // Undo brings it back with its address; then it is found by search and deleted from the bulk bar.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`Service ${name} restored.`)).toBeVisible();
  await expect(serviceRow(page, name)).toHaveCount(1);
  expect((await request.get(`/services/${renamed}`)).status()).toBe(200);
  await page.getByRole('searchbox', { name: 'Search services' }).fill(suffix.toUpperCase());
  await expect(page.getByText('1 service found')).toBeVisible();
  await page.getByLabel('Filter by Layout').selectOption('overview');
  await expect(page.getByText('0 services found')).toBeVisible();
  await page.getByLabel('Filter by Layout').selectOption('all');
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: 'Delete Selected' })
    .click();
  await expect(page.getByText('Are you sure you want to delete 1 service?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('1 service deleted.')).toBeVisible();
  await expect(serviceRow(page, name)).toHaveCount(0);
  expect((await request.get(`/services/${renamed}`)).status()).toBe(404);
});
