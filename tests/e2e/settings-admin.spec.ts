import { expect, test } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { adminEmail, adminPassword } from './support/enquiries';
import { signIn } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';

runOnOwnSite(test, 'settings-admin', 'serial');

test('logged out, the settings admin and its API refuse', async ({ page, request }) => {
  await page.goto('/admin/settings');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const response = await request.put('/api/admin/settings', {
    data: { name: 'X' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(401);
});

test('the owner changes the business details and every page shows them', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/settings');
  await page.getByLabel('E-mail').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expectNoViolations(page, 'settings admin');
  const form = page.getByRole('form', { name: 'Business details' });
  const original = {
    name: await form.getByLabel('Business name *').inputValue(),
    phone: await form.getByLabel('Phone *').inputValue(),
    street: await form.getByLabel('Street address').inputValue(),
    whatsapp: await form.getByLabel(/^WhatsApp number/).inputValue(),
  };
  expect(original.name).toBe('RankSutra Digital');

  // Bad input: an error under the field, nothing saved, what was typed kept.
  await form.getByLabel('Business name *').fill('RankSutra Labs');
  await form.getByLabel('Phone *').fill('98200 1234');
  await form.getByLabel(/^WhatsApp number/).fill('022 4012 3456');
  // An office pinned to 4 decimal places: Google asks a LocalBusiness for 5, as the hint says.
  await expect(form.getByLabel('Latitude')).toHaveAccessibleDescription(
    'To 5 decimal places, e.g. 19.00047',
  );
  const latitude = await form.getByLabel('Latitude').inputValue();
  await form.getByLabel('Latitude').fill('19.0176');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.locator('#business-latitude-error')).toHaveText(
    'Give the latitude to at least 5 decimal places, e.g. 19.00047, as Google asks (zeros at the end do not count)',
  );
  await expect(page.locator('#business-telephone-error')).toHaveText(
    'Enter a phone number, e.g. 98765 43210, 022 4012 3456 or +91 98765 43210',
  );
  await expect(page.locator('#business-whatsapp-error')).toHaveText(
    'This is a landline, which WhatsApp cannot reach: give a mobile number',
  );
  await expect(form.getByLabel('Business name *')).toHaveValue('RankSutra Labs');
  await expectNoViolations(page, 'settings admin with an error');

  // Saved: a new name and phone, and no address: the public pages follow at once.
  // Written as an owner writes a number, without +91: shown grouped, with it. No WhatsApp number
  // of its own: the button follows the phone.
  await form.getByLabel('Phone *').fill('98200 12345');
  await form.getByLabel(/^WhatsApp number/).fill('');
  await form.getByLabel('Latitude').fill(latitude);
  for (const label of ['Street address', 'City', 'State', 'PIN code'])
    await form.getByLabel(label, { exact: true }).fill('');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(
    page.getByText('The business details are saved; every page shows them now.'),
  ).toBeVisible();

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/contact');
  await expect(
    visitor.getByRole('banner').getByRole('link', { name: 'RankSutra Labs' }),
  ).toBeVisible();
  const card = visitor.getByRole('complementary', { name: 'Contact Information' });
  await expect(card.getByRole('link', { name: '+91 98200 12345', exact: true })).toHaveAttribute(
    'href',
    'tel:+919820012345',
  );
  // The call button dials the phone too, the owner having named no other number for it.
  await expect(card.getByRole('link', { name: 'Call +91 98200 12345' })).toBeVisible();
  await expect(card.getByText('Office')).toHaveCount(0);
  await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919820012345\?/,
  );
  await expect(visitor.getByRole('contentinfo')).toContainText('© ');
  await expect(visitor.getByRole('contentinfo')).toContainText(
    'RankSutra Labs. All rights reserved.',
  );
  const jsonLd = (
    await visitor.locator('script[type="application/ld+json"]').allTextContents()
  ).join('');
  expect(jsonLd).toContain('"name":"RankSutra Labs"');
  expect(jsonLd).toContain('"telephone":"+919820012345"');
  expect(jsonLd).not.toContain('PostalAddress');
  await visitor.goto('/privacy-policy');
  await expect(visitor).toHaveTitle('Privacy Policy | RankSutra Labs');
  await visitor.close();

  // Put back as it was, for the tests that follow: typed once the reloaded screen has hydrated,
  // or hydration could put back the loaded value under what was typed.
  await page.reload();
  await page.waitForFunction(() =>
    Boolean((window as { next?: { router?: unknown } }).next?.router),
  );
  // A form that resets itself once more as it settles can still take the first fill: typed again
  // until it holds.
  await expect(async () => {
    await form.getByLabel('Business name *').fill(original.name);
    await expect(form.getByLabel('Business name *')).toHaveValue(original.name, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await form.getByLabel('Phone *').fill(original.phone);
  await form.getByLabel(/^WhatsApp number/).fill(original.whatsapp);
  await form.getByLabel('Street address').fill(original.street);
  await form.getByLabel('City', { exact: true }).fill('Mumbai');
  await form.getByLabel('State', { exact: true }).fill('Maharashtra');
  await form.getByLabel('PIN code').fill('400013');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(
    page.getByText('The business details are saved; every page shows them now.'),
  ).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Business name *')).toHaveValue(original.name);
});

test("the owner writes the privacy page's title and description, warned as they type", async ({
  page,
}) => {
  await signIn(page, '/admin/settings', 'Settings');
  const form = page.getByRole('form', { name: "Search appearance of the site's pages" });
  const privacy = form.getByRole('group', { name: /^Privacy Policy/ });
  const title = privacy.getByLabel('Title');
  const description = privacy.getByLabel('Meta description');
  const result = privacy.getByRole('region', { name: 'Privacy Policy in search results' });
  const original = { title: await title.inputValue(), description: await description.inputValue() };
  expect(original.title).toBe('Privacy Policy');
  // The preview reads the title as the page will: with the brand after it.
  await expect(result.getByText('Privacy Policy | RankSutra Digital').first()).toBeVisible();

  // Too long, and HTML: warned beside the fields, never refused.
  await title.fill('How We Collect, Keep and Delete Your Personal Data at Our Agency');
  await description.fill('<b>Your data</b>: what we keep.');
  await expect(result.getByText(/^\d+ characters; .* and cuts the rest\.$/)).toBeVisible();
  await expect(result.getByText(/HTML tags are shown as typed/)).toBeVisible();
  await expectNoViolations(page, 'settings admin with search appearance warnings');

  // An empty title is refused under its field, and what was typed elsewhere stays.
  await title.fill('');
  await form.getByRole('button', { name: 'Save Page Titles' }).click();
  await expect(page.locator('#page-meta-privacy_title-error')).toHaveText(
    'Please fill in all required fields.',
  );
  await expect(description).toHaveValue('<b>Your data</b>: what we keep.');

  // Saved: the page's title and description are what was typed, the HTML as text.
  const saved = {
    title: 'Privacy and Your Data',
    description:
      'What <b>RankSutra</b> keeps of the details you send us, for how long, and how to have them deleted.',
  };
  await title.fill(saved.title);
  await description.fill(saved.description);
  await form.getByRole('button', { name: 'Save Page Titles' }).click();
  await expect(page.getByText(/^The page titles and descriptions are saved/)).toBeVisible();
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/privacy-policy');
  await expect(visitor).toHaveTitle('Privacy and Your Data | RankSutra Digital');
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    saved.description,
  );
  await visitor.close();

  // Put back as it was, for the tests that follow.
  await title.fill(original.title);
  await description.fill(original.description);
  await form.getByRole('button', { name: 'Save Page Titles' }).click();
  await expect(page.getByText(/^The page titles and descriptions are saved/).first()).toBeVisible();
});
