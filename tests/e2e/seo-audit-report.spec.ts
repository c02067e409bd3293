import { expect, test } from '@playwright/test';

import { goodSite } from '../support/seo-audit-fixtures';
import { startFixtureSite } from '../support/fixture-site';
import { expectNoViolations } from './support/axe';
import { receivedMail } from './support/mail';
import { runOnOwnSite } from './support/own-site';
import { expectScriptsToRun } from './support/page-scripts';
import { signIn } from './support/sign-in';
import { nuHtmlErrors } from './support/validators';

// The free SEO audit as a prospect meets it: from the hero button to the report (with JavaScript:
// the checks listed as they finish; without: the plain form and a page that fills in by itself),
// the report mailed, and the enquiry with its report in the admin. The audited site is a fixture
// served by the test on loopback.

runOnOwnSite(test, 'seo-audit-report', 'serial');

let fixture: Awaited<ReturnType<typeof startFixtureSite>>;
const run = Date.now().toString(36);

test.beforeAll(async () => {
  fixture = await startFixtureSite(goodSite(() => fixture.origin));
});
test.afterAll(async () => {
  await fixture.close();
});

const reportPath = /\/free-seo-audit\/report\/[0-9a-f]{64}$/;
/** The first prospect's report address, for the second one's test. */
let meeraReport = '';

test('from the hero button to the report, mailed to the prospect', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Free SEO Audit' }).click();
  await expect(page).toHaveURL(/\/free-seo-audit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Your Free SEO Audit');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `audit form at ${width} px`);
  }

  const form = page.getByRole('form', { name: 'Free SEO audit' });
  await form.getByRole('button', { name: 'Audit My Website' }).click();
  await expect(form.getByText('Please enter your website address')).toBeVisible();
  await expect(form.getByLabel('Website address')).toBeFocused();
  await form.getByLabel('Website address').fill(fixture.origin);
  await form.getByLabel('Name').fill(`Meera Iyer ${run}`);
  await form.getByLabel('Email').fill(`meera.${run}@example.in`);
  await form.getByLabel('City').fill('Chennai');
  await form.getByRole('button', { name: 'Audit My Website' }).click();
  await expect(
    form.getByText('Please agree that we may contact you about your report'),
  ).toBeVisible();
  await form.getByLabel(/You may contact me about this report/).check();
  await form.getByRole('button', { name: 'Audit My Website' }).click();

  await expect(page.getByRole('heading', { name: 'Auditing your website…' })).toBeVisible();
  await expect(page).toHaveURL(reportPath, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO audit of 127.0.0.1');
  await expect(
    page.getByText(/^\d+ checks passed, \d+ worth a look, \d+ need fixing/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pages are served over HTTPS' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Rendered for each request, the report names its scripts by nonce: they run.
  await expectScriptsToRun(page, 'audit report');
  const path = new URL(page.url()).pathname;
  meeraReport = path;
  const html = await (await request.get(path)).text();
  expect(await nuHtmlErrors({ [path]: html })).toEqual([]);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `audit report at ${width} px`);
  }
  // On a phone the fixes that matter most and the call to book are on the first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('heading', { name: 'Fix these first' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Book a free call' }).first()).toBeInViewport({
    ratio: 1,
  });
  // The home page as its Google result and its WhatsApp card, with the picture it shares.
  await expect(page.getByRole('heading', { name: 'How your site appears' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'The picture your home page shares (its og:image)' }),
  ).toBeVisible();
  // Printed on A4: the agency's letterhead, every check unfolded; the site's header, footer and
  // the call to action left out.
  const passedTitle = page.getByRole('heading', {
    name: 'Every page has a title of 10 to 60 characters',
  });
  await expect(passedTitle).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/^Prepared by /)).toBeVisible();
  await expect(passedTitle).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Want help with the fixes?' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText(/^Prepared by /)).toBeHidden();

  // A report address that holds no report (mistyped, or expired) answers 404 with its words.
  const missing = await request.get(`/free-seo-audit/report/${'0'.repeat(64)}`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('This report is not here');

  const mail = await receivedMail(`Hello Meera Iyer ${run},`);
  expect(mail).toMatch(/Subject: Your free SEO audit of 127\.0\.0\.1: \d+\/100/);
  expect(mail).toContain(path);
});

test('without JavaScript the plain form leads to the report', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/free-seo-audit');
  const form = page.getByRole('form', { name: 'Free SEO audit' });
  await form.getByLabel('Website address').fill(fixture.origin);
  await form.getByLabel('Name').fill(`Kabir Das ${run}`);
  await form.getByLabel('Email').fill(`kabir.${run}@example.in`);
  await form.getByLabel(/You may contact me about this report/).check();
  await form.getByRole('button', { name: 'Audit My Website' }).click();
  // The report of the same site from minutes ago is given again, at once, at an address of its own.
  await expect(page).toHaveURL(reportPath);
  await expect(page.getByText(/^\d+ checks passed/)).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe(meeraReport);
  // Each report books its own prospect's call, whoever asked last.
  // The call is offered under the score (and again at the foot of the report).
  await page.getByRole('link', { name: 'Book a free call' }).first().click();
  await expect(page.getByText('Booking for Kabir:')).toBeVisible();
  await page.goto(meeraReport);
  await page.getByRole('link', { name: 'Book a free call' }).first().click();
  await expect(page.getByText('Booking for Meera:')).toBeVisible();
  await context.close();
});

test('the enquiry holds its report and the team can run the audit again', async ({ page }) => {
  await signIn(page, `/admin/enquiries?q=${encodeURIComponent(`meera.${run}`)}`, 'Enquiries');
  await page.getByRole('button', { name: `View enquiry from Meera Iyer ${run}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Submission Details' });
  await expect(dialog.getByText('Free SEO audit', { exact: true })).toBeVisible();
  const history = dialog.getByRole('list', { name: 'History' });
  await expect(history.getByText('Received through the free SEO audit')).toBeVisible();
  await expect(dialog.getByText(/^Score \d+\/100/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open the report' })).toHaveAttribute(
    'href',
    reportPath,
  );
  await dialog.getByRole('button', { name: 'Run the audit again' }).click();
  await expect(
    page.getByText('The audit is running: its report is ready in about a minute'),
  ).toBeVisible();
  await expect(history.getByText(`Free SEO audit of ${fixture.origin}/ requested`)).toHaveCount(2);
  await expectNoViolations(page, 'enquiry dialog with its audit');
});

test('an online shop Google cannot read: its report leads with that and the call, on a phone', async ({
  page,
}) => {
  const blocked = await startFixtureSite(
    goodSite(() => blocked.origin, { robotsTxt: () => 'User-agent: *\nDisallow: /\n' }),
  );
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/free-seo-audit');
    const form = page.getByRole('form', { name: 'Free SEO audit' });
    await form.getByLabel('Website address').fill(blocked.origin);
    await form.getByLabel('Name').fill(`Arjun Rao ${run}`);
    await form.getByLabel('Email').fill(`arjun.${run}@example.in`);
    await form.getByRole('radio', { name: /^Anywhere/ }).check();
    await form.getByLabel(/You may contact me about this report/).check();
    await form.getByRole('button', { name: 'Audit My Website' }).click();
    await expect(page).toHaveURL(reportPath, { timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const banner = page.getByText('Google cannot find this site as it is.');
    await expect(banner).toBeInViewport();
    await expect(
      page.getByText('Google cannot read your site: its robots.txt tells Google to stay out.'),
    ).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Book a free call' }).first()).toBeInViewport({
      ratio: 1,
    });
    const score = Number((await page.getByText(/^\d+\/100$/).textContent())!.split('/')[0]);
    expect(score).toBeLessThanOrEqual(40);
    await expectNoViolations(page, 'report of a blocked site at 390 px');
    // Its customers buy online: the checks of a business with a place are left out, and said so.
    await page.getByText(/^Show the \d+ checks passed and \d+ not applicable$/).click();
    await expect(
      page.getByText('Left out: you told us your customers buy online, from anywhere'),
    ).toHaveCount(5);
  } finally {
    await blocked.close();
  }
});
