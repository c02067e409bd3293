import { expect, test, type Page } from '@playwright/test';

import { expectNoViolations } from './support/axe';

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });

async function fillValid(page: Page) {
  const f = form(page);
  await f.getByLabel('Name').fill('Asha Rao');
  await f.getByLabel('Email').fill('asha@example.in');
  await f.getByLabel('Phone').fill('+91 98200 00000');
  await f.getByLabel('Company').fill('Rao Traders');
  await f.getByLabel('Service').selectOption('local-seo');
  await f.getByLabel('Message').fill('We would like more calls from Google Maps for our clinic.');
}

test('the contact page has the form, the contact card, the leadership and the FAQ', async ({
  page,
}) => {
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(200);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs.getByText('Contact Us')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(form(page)).toBeVisible();
  await expect(
    page
      .getByRole('complementary', { name: 'Contact Information' })
      .getByRole('link', { name: 'hello@ranksutra.in' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meet Our Leadership' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Meet Our Leadership' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(page.locator('#faq details')).toHaveCount(5);
  await expect(form(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  const options = await form(page).getByLabel('Service').locator('option').allTextContents();
  expect(options).toEqual([
    'Select a service',
    'SEO',
    'PPC Management',
    'Content Strategy',
    'Site Speed Optimization',
    'Local SEO',
    'E-commerce SEO',
    'Other',
  ]);
});

test('an empty submit shows each message under its field and focuses the first', async ({
  page,
}) => {
  await page.goto('/contact');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  for (const [label, message] of [
    ['Name', 'Name must be at least 2 characters'],
    ['Email', 'Please enter a valid email address'],
    ['Service', 'Please select a service'],
    ['Message', 'Message must be at least 5 characters'],
  ]) {
    const field = form(page).getByLabel(label!);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message!);
  }
  await expect(form(page).getByLabel('Name')).toBeFocused();
  await form(page).getByLabel('Website').fill('not a url');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByText('Please enter a valid URL')).toBeVisible();
});

test('the form fetches its captcha when a visitor turns to it, not while the page loads, and keeps what was typed', async ({
  page,
}) => {
  const challenges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/captcha')) challenges.push(request.url());
  });
  await page.goto('/contact', { waitUntil: 'networkidle' });
  expect(challenges).toHaveLength(0);
  await form(page).getByLabel('Name').pressSequentially('Asha Rao');
  await expect.poll(() => challenges.length).toBe(1);
  await expect(form(page).getByLabel('Name')).toHaveValue('Asha Rao');
  await expect(form(page).getByLabel('Name')).toBeFocused();
});

test("a Send pressed before the form's code has arrived is carried out once it has", async ({
  page,
}) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  // Hold the form's code back until the click has happened.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  release();
  await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('Name')).toHaveAccessibleDescription(
    'Name must be at least 2 characters',
  );
  await expect(form(page).getByLabel('Name')).toBeFocused();
});

test('a valid enquiry is sent, confirmed, and the form resets after 3 seconds', async ({
  page,
}) => {
  await page.goto('/contact');
  await fillValid(page);
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(form(page).getByRole('button', { name: 'Sent Successfully' })).toBeDisabled();
  // Sent once the browser has solved the proof of work, which a busy machine takes a while for.
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible({
    timeout: 20_000,
  });
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled({
    timeout: 6000,
  });
  await expect(form(page).getByLabel('Name')).toHaveValue('');
  await expect(form(page).getByLabel('Message')).toHaveValue('');
});

test('without JavaScript the plain form posts the enquiry and offers a call; a refused one names why', async ({
  browser,
  baseURL,
  page: visitor,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await fillValid(page);
  // An address the browser's own checks accept but the schema does not: back to the form, the reason said.
  await form(page).getByLabel('Email').fill('asha@example');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact#contact-problem-invalid$/);
  await expect(page.getByText('Please check the form: your name, a valid e-mail')).toBeVisible();
  expect(page.url()).not.toContain('asha');

  await fillValid(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/book-a-call\?ref=[^&]+&sent=1#book$/);
  await expect(page.getByRole('status')).toContainText('Your message has been sent successfully!');
  // The reference names the stored enquiry: its call is booked without asking again.
  await expect(page.getByText('Booking for Asha')).toBeVisible();
  const next = page.url();
  await context.close();
  await visitor.goto(next);
  await expect(visitor.getByRole('status')).toContainText('Your message has been sent');
  await expectNoViolations(visitor, 'the booking page after a plain enquiry');
});

test('a captcha failure shows the banner and toast and keeps what was typed', async ({ page }) => {
  await page.route('**/api/captcha', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/contact');
  await fillValid(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'Captcha verification failed. Please try again or contact us directly.',
  );
  await expect(page.getByText('Form submission failed: captcha verification error')).toBeVisible();
  await expect(form(page).getByLabel('Name')).toHaveValue('Asha Rao');
});

test('a server error shows its text, keeps the values, and a new submit clears the banner', async ({
  page,
}) => {
  let calls = 0;
  await page.route('**/api/contact', (route) => {
    calls++;
    return calls === 1
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'The server is busy' }),
        })
      : route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({ id: 'x' }),
        });
  });
  await page.goto('/contact');
  await fillValid(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  // Each submit first waits for a fresh proof of work (a solution is accepted once), which takes
  // longer on a busy CI machine: the form shows 'Sending...' meanwhile.
  const powWait = { timeout: 15_000 };
  await expect(form(page).getByRole('alert')).toHaveText('The server is busy', powWait);
  await expect(page.getByText('Form submission failed. Please try again.')).toBeVisible();
  await expect(form(page).getByLabel('Message')).toHaveValue(
    'We would like more calls from Google Maps for our clinic.',
  );
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('button', { name: 'Sent Successfully' })).toBeVisible(powWait);
  await expect(form(page).getByRole('alert')).toHaveCount(0);
});

test('the form on a city page pre-fills the city, and the home page has it too', async ({
  page,
}) => {
  await page.goto('/services/local-seo/ahmedabad');
  await expect(page.locator('#contact').getByLabel('City')).toHaveValue('Ahmedabad');
  await page.goto('/services/seo/mumbai');
  await expect(page.locator('#contact').getByLabel('City')).toHaveValue('Mumbai');
  await page.goto('/');
  await expect(page.locator('#contact').getByRole('form', { name: 'Contact form' })).toBeVisible();
  await expect(page.locator('#contact').getByLabel('City')).toHaveValue('');
});
