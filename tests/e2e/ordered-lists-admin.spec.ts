import { expect, test } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';

runOnOwnSite(test, 'ordered-lists-admin', 'serial');

const run = Date.now().toString(36);

test('an admin adds a testimonial, moves it first, hides one and sees the home page follow', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const author = `Meera Joshi ${run}`;
  await signIn(page, '/admin/testimonials', 'Testimonials');
  await expectNoViolations(page, 'testimonials admin');

  await page.getByRole('button', { name: 'New Testimonial' }).click();
  await page.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(page.locator('#testimonial-quote-error')).toHaveText(
    'Please fill in all required fields.',
  );
  await expectNoViolations(page, 'testimonial form with errors');
  await page.getByLabel('Quote *').fill('Our bakery shows up first for cakes in Nashik now.');
  await page.getByLabel('Name *').fill(author);
  await page.getByLabel('Company').fill('Joshi Bakers');
  await page.getByLabel('Rating').selectOption('4');
  await page.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(page.getByText('Testimonial saved.')).toBeVisible();

  const table = page.getByRole('table', { name: /^Testimonials/ });
  await expect(table.getByRole('rowheader').last()).toContainText(author);
  // Last of the seeded three (or more, when a failed earlier try left one behind), moved to the top.
  const rows = await table.getByRole('rowheader').count();
  for (let position = rows - 2; position >= 0; position--) {
    await table.getByRole('button', { name: `Move ${author} up` }).click();
    await expect(table.getByRole('rowheader').nth(position)).toContainText(author);
  }
  await expect(table.getByRole('button', { name: `Move ${author} up` })).toBeDisabled();

  await table.getByRole('button', { name: 'Edit Rohit Malhotra' }).click();
  await page.getByLabel('Hide from the home page').check();
  await page.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Rohit Malhotra' })).toContainText(
    'Hidden',
  );

  const home = await page.context().newPage();
  await home.goto('/');
  const cards = home.getByRole('region', { name: 'Client Success' }).locator('figure');
  await expect(cards.first()).toContainText(author);
  await expect(cards.first()).toContainText('Joshi Bakers');
  await expect(home.getByText('Rohit Malhotra')).toHaveCount(0);

  // Put things back for any later run against the same database.
  await table.getByRole('button', { name: 'Edit Rohit Malhotra' }).click();
  await page.getByLabel('Hide from the home page').uncheck();
  await page.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Rohit Malhotra' })).toContainText('Shown');
  await table.getByRole('button', { name: `Delete ${author}` }).click();
  await expectNoViolations(page, 'delete testimonial dialog');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(table.getByRole('rowheader').filter({ hasText: author })).toHaveCount(0);
});

test('testimonials are searched and filtered, and selected ones hidden, shown or deleted together', async ({
  page,
}) => {
  await signIn(page, '/admin/testimonials', 'Testimonials');
  const table = page.getByRole('table', { name: /^Testimonials/ });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  const [first, second] = ['Rohit Malhotra', 'Kavya Iyer'];
  await page.getByRole('searchbox', { name: 'Search testimonials' }).fill('rohit');
  await expect(page.getByText('1 testimonial found')).toBeVisible();
  // Moving is by the site's order: not while a search hides some.
  await expect(table.getByRole('button', { name: `Move ${first} down` })).toBeDisabled();
  await page.getByRole('searchbox', { name: 'Search testimonials' }).fill('');

  await table.getByRole('checkbox', { name: `Select ${first}` }).check();
  await table.getByRole('checkbox', { name: `Select ${second}` }).check();
  const selection = page.getByRole('region', { name: 'Selected rows' });
  await expect(selection).toContainText('2 selected');
  await expectNoViolations(page, 'testimonials with a selection');
  await selection.getByRole('button', { name: 'Hide Selected' }).click();
  await expect(page.getByText('2 testimonials hidden.')).toBeVisible();
  await expect(row(first)).toContainText('Hidden');
  await expect(row(second)).toContainText('Hidden');
  await page.getByLabel('Filter by Shown').selectOption('hidden');
  await expect(page.getByText('2 testimonials found')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await selection.getByRole('button', { name: 'Show Selected' }).click();
  await expect(page.getByText('2 testimonials shown.')).toBeVisible();
  await expect(page.getByText('0 testimonials found')).toBeVisible();
  await page.getByLabel('Filter by Shown').selectOption('all');
  await expect(row(first)).toContainText('Shown');
  await expect(row(second)).toContainText('Shown');
});

test('an admin adds a team member, who appears on the contact page', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Sana Qureshi ${run}`;
  await signIn(page, '/admin/leadership', 'Leadership Team');
  await expectNoViolations(page, 'team admin');
  await page.getByRole('button', { name: 'New Team Member' }).click();
  await page.getByLabel('Name *').fill(name);
  await page.getByLabel('Role *').fill('Design Director');
  await page.getByLabel('Bio *').fill('Designs the pages our clients’ customers land on.');
  await page.getByRole('button', { name: 'Save Team Member' }).click();
  await expect(page.locator('#team-member-image-error')).toHaveText(
    'Upload a photo, or give the path of an image on this site',
  );
  await page.getByLabel('Photo *').fill('/images/team/neha-iyer.webp');
  await page.getByRole('button', { name: 'Save Team Member' }).click();
  await expect(page.getByText('Team member saved.')).toBeVisible();

  const contact = await page.context().newPage();
  await contact.goto('/contact');
  const leaders = contact.getByRole('region', { name: 'Meet Our Leadership' });
  await expect(leaders.getByRole('heading', { name })).toBeVisible();
  await expect(leaders.getByRole('listitem').last()).toContainText('Design Director');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${name} deleted.`)).toBeVisible();
  await contact.reload();
  await expect(leaders.getByRole('heading', { name })).toHaveCount(0);
});

test('an admin adds a home page question and hides a contact page one', async ({ page }) => {
  test.setTimeout(90_000);
  const question = `Do you audit Shopify stores ${run}?`;
  await signIn(page, '/admin/faqs', 'FAQs');
  await expectNoViolations(page, 'FAQ admin');
  const homeList = page.getByRole('region', { name: 'Home Page FAQs' });
  await homeList.getByRole('button', { name: 'New question on the home page' }).click();
  await homeList.getByRole('button', { name: 'Save Question' }).click();
  await expect(page.locator('#home-faq-question-error')).toHaveText(
    'Please fill in all required fields.',
  );
  await expectNoViolations(page, 'FAQ form with errors');
  await homeList.getByLabel('Question *').fill(question);
  await homeList.getByLabel('Answer *').fill('Yes: theme speed, structured data and collections.');
  await homeList.getByRole('button', { name: 'Save Question' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();

  const contactList = page.getByRole('region', { name: 'Contact Page FAQs' });
  const hidden = 'Is the first consultation really free?';
  await contactList.getByRole('button', { name: `Edit ${hidden}` }).click();
  await contactList.getByLabel('Hide from the contact page').check();
  await contactList.getByRole('button', { name: 'Save Question' }).click();
  await expect(contactList.getByRole('row').filter({ hasText: hidden })).toContainText('Hidden');

  const site = await page.context().newPage();
  await site.goto('/');
  await expect(site.locator('#faq summary').last()).toContainText(question);
  const jsonLd = await site.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain(question);
  await site.goto('/contact');
  await expect(site.getByText(hidden)).toHaveCount(0);

  // Put things back for any later run against the same database.
  await contactList.getByRole('button', { name: `Edit ${hidden}` }).click();
  await contactList.getByLabel('Hide from the contact page').uncheck();
  await contactList.getByRole('button', { name: 'Save Question' }).click();
  await expect(contactList.getByRole('row').filter({ hasText: hidden })).toContainText('Shown');
  await homeList.getByRole('button', { name: `Delete ${question}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(homeList.getByRole('rowheader').filter({ hasText: question })).toHaveCount(0);
});
