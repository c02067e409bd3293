import { expect, test } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { sendEnquiry } from './support/enquiries';
import { receivedMail } from './support/mail';
import { runOnOwnSite } from './support/own-site';
import { signIn } from './support/sign-in';
import { mailPort } from './support/site-env';

// A site whose mail is set up on its own screen: no SMTP_URL in its environment. The tests' SMTP
// server takes mail without signing in, and refuses a sign-in over a plain connection.
runOnOwnSite(test, 'mail-settings', 'serial', { SMTP_URL: '' });

const run = Date.now().toString(36);
const PASSWORD = `Mail-Pass-${run}-e2e`;

test('an enquiry sent before mail is set up says so in its history, with a link to set it up', async ({
  page,
  request,
}) => {
  const visitor = `Nomail Visitor ${run}`;
  await sendEnquiry(
    request,
    { name: visitor, email: `nomail.${run}@example.in`, service: 'seo', message: 'Any mail?' },
    '198.51.100.91',
  );
  await signIn(page, '/admin/enquiries', 'Enquiries');
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: `View enquiry from ${visitor}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Submission Details' });
    await expect(
      dialog.getByText(
        /^Notification to .+ not sent: mail is not set up \(attempt \d+, retry in \d+ min\)\./,
      ),
    ).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('dialog').getByRole('link', { name: 'Set up mail' }).click();
  await expect(page.getByRole('heading', { name: 'Mail', exact: true })).toBeVisible();
});

test('the owner saves the SMTP server, the password is never shown, and a test e-mail says what the server answered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/admin/mail', 'Mail');
  // Nothing in the environment here: no note that it wins.
  await expect(page.getByRole('note')).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `mail settings at ${width} px`);
  }
  const form = page.getByRole('form', { name: 'SMTP Server' });
  await expect(form.getByText('No password is saved.')).toBeVisible();

  // Bad input: an error under the field, what was typed kept.
  await form.getByLabel('SMTP server').fill('127.0.0.1');
  await form.getByLabel('Port', { exact: true }).fill('99999');
  await form.getByRole('button', { name: 'Save Mail Settings' }).click();
  await expect(form.getByText('Enter a port from 1 to 65535, e.g. 587')).toBeVisible();
  await expect(form.getByLabel('SMTP server')).toHaveValue('127.0.0.1');

  await form.getByLabel('Port', { exact: true }).fill(String(mailPort));
  await form.getByLabel('Security').selectOption('none');
  await form.getByLabel('User name').fill('site@ranksutra.in');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Sender').fill('RankSutra Digital <hello@ranksutra.in>');
  await form.getByRole('button', { name: 'Save Mail Settings' }).click();
  await expect(
    page.getByText('The mail settings are saved; the next e-mail goes out through them.'),
  ).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(
    form.getByText('A password is saved (encrypted, never shown). Type one only to change it.'),
  ).toBeVisible();
  expect(await page.content()).not.toContain(PASSWORD);

  // This server does not sign anyone in over a plain connection: said in words.
  const testMail = page.getByRole('form', { name: 'Test E-mail' });
  await expect(testMail.getByLabel('Send to')).toHaveValue(/@/);
  await testMail.getByLabel('Send to').fill(`owner.${run}@ranksutra.in`);
  await testMail.getByRole('button', { name: 'Send Test E-mail' }).click();
  await expect(testMail.getByRole('status')).toHaveText(
    /^The server refused the user name or password\. It said: 5\d\d /,
  );
  await expectNoViolations(page, 'mail settings with a refusal');

  // Without a sign-in it takes the mail.
  await form.getByLabel('User name').fill('');
  await form.getByLabel('Remove the saved password').check();
  await form.getByRole('button', { name: 'Save Mail Settings' }).click();
  await expect(
    page.getByText('The mail settings are saved; the next e-mail goes out through them.'),
  ).toBeVisible();
  await expect(form.getByText('No password is saved.')).toBeVisible();
  await testMail.getByRole('button', { name: 'Send Test E-mail' }).click();
  await expect(testMail.getByRole('status')).toHaveText(
    new RegExp(`^Sent through 127\\.0\\.0\\.1:${mailPort}\\. The server answered: 250 `),
  );
  const mail = await receivedMail(`X-Envelope-To: owner.${run}@ranksutra.in`);
  expect(mail).toContain('Subject: Test e-mail from your website');
  expect(mail).toContain('From: RankSutra Digital <hello@ranksutra.in>');
  // The outbox: the test's notification goes out at its next try, through the saved server.
  await expect(page.getByText('Last sent')).toBeVisible();
});
