import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';

import { expectNoViolations } from './support/axe';
import { receivedMail } from './support/mail';
import { runOnOwnSite } from './support/own-site';
import { signIn } from './support/sign-in';
import { signInAsOwner, teamMember } from './support/team';
import { nuHtmlErrors } from './support/validators';

// Booking a call as a prospect meets it: offered right after the contact form, a time picked on
// /book-a-call, the invitation mailed with its calendar event, then moved and cancelled from the
// call's own page; without JavaScript too; and the calls and their availability in the admin.

runOnOwnSite(test, 'call-bookings', 'serial');

const run = Date.now().toString(36);
const callPath = /\/book-a-call\/[0-9a-f]{64}(\?moved=1)?$/;

/** Picks the second free day and its first time; returns the time's label ('10:00 am'). */
async function pickTime(page: Page, scope = page.locator('body')) {
  const days = scope.getByRole('navigation', { name: 'Days with free times' }).getByRole('link');
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute('aria-current', 'date');
  const time = scope.getByRole('radio').first();
  const label = scope.locator(`label[for="${await time.getAttribute('id')}"]`);
  await label.click();
  await expect(time).toBeChecked();
  return (await label.innerText()).trim();
}

test('after the contact form, a call booked, mailed with its invitation, moved and cancelled', async ({
  page,
  request,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.81' });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(`Nisha Kapoor ${run}`);
  await form.getByLabel('Email').fill(`nisha.${run}@example.in`);
  await form.getByLabel('Service').selectOption('seo');
  await form.getByLabel('Message').fill('We want more calls from Pune.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await form.getByRole('link', { name: 'book a free call' }).click();

  await expect(page).toHaveURL(/\/book-a-call\?ref=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Free Strategy Call');
  await expect(page.getByText(`Booking for Nisha:`)).toBeVisible();
  // The prospect's details are known: the form asks only for the time.
  await expect(page.getByLabel('Email')).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `booking form at ${width} px`);
  }
  const time = await pickTime(page);
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/call-bookings'));
  await page.getByRole('button', { name: 'Book the Call' }).click();
  // With JavaScript the plain form carries its proof of work.
  expect(new URLSearchParams((await posted).postData() ?? '').get('captcha')).toMatch(/^\w{20,}/);

  await expect(page).toHaveURL(callPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your call is booked');
  await expect(page.getByRole('status')).toContainText(time);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const path = new URL(page.url()).pathname;
  expect(await nuHtmlErrors({ [path]: await (await request.get(path)).text() })).toEqual([]);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `booked call at ${width} px`);
  }

  // The invitation, read from the test's mail server: the event at the booked time, with the link.
  const mail = await receivedMail(`Hello Nisha Kapoor ${run},`);
  expect(mail).toMatch(/Subject: Your call with .+ is booked/);
  expect(mail).toContain(path);
  const calendar = /BEGIN:VCALENDAR[\s\S]+END:VCALENDAR/.exec(mail)?.[0];
  expect(calendar).toContain('METHOD:REQUEST');
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(calendar!) as unknown[]).getFirstSubcomponent('vevent')!,
  );
  const startsIn = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(event.startDate.toJSDate());
  expect(startsIn).toBe(time);

  // Moved to another time, then cancelled, from the call's own page.
  const moveTo = await pickTime(page, page.locator('#move'));
  await page.getByRole('button', { name: 'Move the Call' }).click();
  await expect(page.getByRole('status')).toContainText(`Now on`);
  await expect(page.getByRole('status')).toContainText(moveTo);
  await page.getByRole('button', { name: 'Cancel the Call' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your call is cancelled');
  await expect(page.getByRole('link', { name: 'Book another time' })).toBeVisible();

  const missing = await request.get(`/book-a-call/${'0'.repeat(64)}`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('This call is not here');
});

test('without JavaScript a call is booked with the plain form', async ({
  browser,
  baseURL,
  request,
}) => {
  const html = await (await request.get('/book-a-call')).text();
  expect(await nuHtmlErrors({ '/book-a-call': html })).toEqual([]);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/book-a-call');
  const time = await pickTime(page);
  await page.getByLabel('Name').fill(`Arjun Mehta ${run}`);
  await page.getByLabel('Email').fill(`arjun.${run}@example.in`);
  await page.getByLabel('Phone').fill('98390 12343');
  await page.getByRole('button', { name: 'Book the Call' }).click();
  await expect(page).toHaveURL(callPath);
  await expect(page.getByRole('status')).toContainText(time);
  await context.close();
});

test('the team sees the call, cancels it, and sets when calls can be booked', async ({ page }) => {
  await signIn(page, '/admin/call-bookings', 'Call Bookings');
  const row = page.getByRole('row', { name: new RegExp(`Arjun Mehta ${run}`) });
  await expect(row).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `calls at ${width} px`);
  }
  await row.getByRole('button', { name: `Cancel the call with Arjun Mehta ${run}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the Call' }).click();
  await expect(page.getByText(`The call with Arjun Mehta ${run} is cancelled.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/admin/call-bookings/availability');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call Availability');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `call availability at ${width} px`);
  }
  const form = page.getByRole('form', { name: 'Call availability' });
  /** A toast leaves the header's Logout free to press (it came at the top right before). */
  const clearOfControls = async (text: string) => {
    const toast = (await page.locator('[data-sonner-toast]', { hasText: text }).boundingBox())!;
    for (const control of [page.getByRole('button', { name: 'Logout' })]) {
      const box = (await control.boundingBox())!;
      const apart =
        toast.y >= box.y + box.height ||
        toast.y + toast.height <= box.y ||
        toast.x >= box.x + box.width ||
        toast.x + toast.width <= box.x;
      expect(apart, `the toast "${text}" covers a control`).toBe(true);
    }
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByLabel('Shortest notice (hours)').fill('900');
  await form.getByRole('button', { name: 'Save Availability' }).click();
  await expect(form.getByText('Give a number of hours from 0 to 336')).toBeVisible();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await clearOfControls('Please correct the highlighted fields.');
  await page.setViewportSize({ width: 1366, height: 900 });
  await form.getByLabel('Shortest notice (hours)').fill('24');
  await form.getByLabel('Dates with no calls').fill('2026-12-25\n2027-01-26');
  await form.getByRole('button', { name: 'Save Availability' }).click();
  await expect(page.getByText('The call availability is saved.')).toBeVisible();
  await clearOfControls('The call availability is saved.');
  await page.reload();
  await expect(form.getByLabel('Shortest notice (hours)')).toHaveValue('24');
});

test('the team quotes the prospect, who opens it from the mail and accepts it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A whole journey across two browsers: eight axe runs and a Nu HTML Checker run besides the steps.
  test.setTimeout(120_000);
  await signIn(page, `/admin/enquiries?q=${encodeURIComponent(`nisha.${run}`)}`, 'Enquiries');
  await page.getByRole('button', { name: `View enquiry from Nisha Kapoor ${run}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Submission Details' });
  await expect(
    dialog.getByRole('list', { name: 'History' }).getByText(/^Call booked for /),
  ).toBeVisible();
  await dialog.getByRole('link', { name: 'New Quote' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Quote');
  const form = page.getByRole('form', { name: 'Quote' });
  await form.getByLabel('Client’s state').selectOption({ label: 'Karnataka' });
  await form.getByLabel('Line 1: description').fill('Local SEO, Growth plan');
  await form.getByLabel('Quantity').fill('3');
  await form.getByLabel('Rate (₹)').fill('41000');
  await form.getByLabel('Discount (₹)').fill('3000');
  // Another state: IGST, 18% of ₹1,20,000.
  const totals = form.getByRole('definition');
  await expect(form.getByText('IGST at 18%')).toBeVisible();
  await expect(totals.last()).toHaveText('₹1,41,600.00');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `quote editor at ${width} px`);
  }
  await form.getByRole('button', { name: 'Create the Quote' }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Quote Q\/\d{4}-\d{2}\/\d{4}$/);
  const number = (await page.getByRole('heading', { level: 1 }).innerText()).replace('Quote ', '');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `saved quote at ${width} px`);
  }
  await page.getByRole('button', { name: 'Send to the Client' }).click();
  await expect(page.getByText(`The quote is sent to nisha.${run}@example.in.`)).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Sent, waiting for the client');

  // The client opens the quote from the mail, in a browser of their own.
  const mail = await receivedMail(`Here is our quote ${number}`, `nisha.${run}@example.in`);
  const link = /https?:\/\/[^\s"<>]+\/quote\/[0-9a-f]{64}/.exec(mail)?.[0];
  expect(link).toBeDefined();
  const path = new URL(link!).pathname;
  expect(await nuHtmlErrors({ [path]: await (await request.get(path)).text() })).toEqual([]);
  const client = await browser.newContext({ baseURL });
  const quotePage = await client.newPage();
  await quotePage.goto(path);
  await expect(quotePage.getByRole('heading', { level: 1 })).toHaveText(`Quote ${number}`);
  await expect(quotePage.getByRole('row', { name: /IGST at 18%/ })).toContainText('₹21,600.00');
  await expect(quotePage.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
  for (const width of [390, 1366]) {
    await quotePage.setViewportSize({ width, height: 900 });
    await expectNoViolations(quotePage, `quote at ${width} px`);
  }
  await quotePage.emulateMedia({ media: 'print' });
  await expect(quotePage.getByRole('form', { name: 'Accept the quote' })).toBeHidden();
  await quotePage.emulateMedia({ media: 'screen' });
  const accept = quotePage.getByRole('form', { name: 'Accept the quote' });
  await accept.getByLabel('Your full name').fill('Nisha Kapoor');
  await accept.getByRole('checkbox').check();
  await accept.getByRole('button', { name: 'Accept the Quote' }).click();
  await expect(quotePage.getByRole('status')).toContainText('Accepted by Nisha Kapoor on');
  await client.close();

  await page.reload();
  await expect(page.getByRole('status')).toContainText('Accepted on');
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(`nisha.${run}`)}`);
  await expect(page.getByRole('row', { name: new RegExp(`Nisha Kapoor ${run}`) })).toContainText(
    'won',
  );

  // The insights follow the money: the contact page brought a client worth the accepted quote.
  await page.goto('/admin/insights?period=30d');
  const byPage = page.getByRole('table', { name: /^Clients by Landing Page/ });
  await expect(byPage.getByRole('row', { name: /^\/contact/ })).toContainText('₹1,41,600.00');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `insights with clients at ${width} px`);
  }

  // Sales quotes and books, but the revenue is the owner's and admins': no money in its insights.
  const owner = await signInAsOwner(baseURL!);
  const { context: sales } = await teamMember(baseURL!, owner, 'sales');
  const salesInsights = await (await sales.get('/admin/insights?period=30d')).text();
  expect(salesInsights).toContain('Lead Insights');
  expect(salesInsights).not.toContain('From Enquiry to Client');
  await sales.dispose();
  await owner.dispose();
});
