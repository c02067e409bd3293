import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';

import { expectNoViolations } from './support/axe';
import { sendEnquiry } from './support/enquiries';
import { receivedMail } from './support/mail';
import { waitForPressCounter } from './support/page-scripts';
import { signIn } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';

runOnOwnSite(test, 'enquiries-admin', 'serial');

const run = Date.now().toString(36);
const email = `lead-${run}@example.in`;

test('logged out, the lead screens and their API refuse', async ({ page, request }) => {
  for (const path of ['/admin/enquiries/settings', '/admin/insights']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  }
  const origin = new URL(page.url()).origin;
  expect(
    (
      await request.put('/api/admin/enquiries/settings', { data: {}, headers: { origin } })
    ).status(),
  ).toBe(401);
  expect(
    (
      await request.get('/api/admin/enquiries/00000000-0000-0000-0000-000000000000/timeline')
    ).status(),
  ).toBe(401);
});

test('an admin adds a note, changes the status and sees both in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await sendEnquiry(
    request,
    {
      name: `Farah Khan ${run}`,
      email,
      service: 'local-seo',
      city: 'Pune',
      message: 'We need more calls from Google Maps.',
      sourcePage: '/services/local-seo/pune',
    },
    '198.51.100.60',
  );
  await signIn(page, `/admin/enquiries?q=${encodeURIComponent(email)}`, 'Enquiries');
  await page.getByRole('button', { name: `View enquiry from Farah Khan ${run}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Submission Details' });
  const history = dialog.getByRole('list', { name: 'History' });
  await expect(history.getByText('Received through the contact form')).toBeVisible();

  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByText('Please write the note')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Note' })
    .fill('Called Farah: wants a quote for two clinics.');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(history.getByText('Called Farah: wants a quote for two clinics.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue('');

  await dialog.getByLabel('Status').selectOption('contacted');
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await expect(history.getByText('Status changed to Contacted')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Status changed to Contacted');
  // Each change and note says who made it, and when.
  await expect(history.getByRole('listitem').first()).toContainText(/ · by Owner$/);
  const note = history
    .getByRole('listitem')
    .filter({ hasText: 'Called Farah: wants a quote for two clinics.' });
  await expect(note).toContainText('by Owner');
  await expect(note.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expectNoViolations(page, 'submission dialog with its history');

  // Lost asks why before it is saved; the reason shows in the dialog and the history.
  await dialog.getByLabel('Status').selectOption('lost');
  const why = dialog.getByLabel('Why was it lost?');
  await expect(why).toBeFocused();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Please say why it was lost')).toBeVisible();
  await expectNoViolations(page, 'submission dialog asking why it was lost');
  await why.fill('Chose an agency in Delhi');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Status updated successfully').last()).toBeVisible();
  await expect(history.getByText('Status changed to Lost: Chose an agency in Delhi')).toBeVisible();
  await expect(dialog.getByText('Chose an agency in Delhi', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  // The spec's Closed filter: won or lost.
  await page.getByLabel('Status').selectOption('closed');
  await expect(
    page.getByRole('button', { name: `View enquiry from Farah Khan ${run}` }),
  ).toBeVisible();
});

test('opened from the new enquiries, an enquiry set to Contacted keeps its dialog open for a note', async ({
  page,
  request,
}) => {
  const visitor = `Imran Qureshi ${run}`;
  await sendEnquiry(
    request,
    {
      name: visitor,
      email: `imran.${run}@example.in`,
      service: 'seo',
      message: 'Please call me about SEO for our shop.',
    },
    '198.51.100.62',
  );
  // As the dashboard's "new enquiries" card opens them: the New filter.
  await signIn(
    page,
    `/admin/enquiries?status=new&q=${encodeURIComponent(`imran.${run}`)}`,
    'Enquiries',
  );
  await page.getByRole('button', { name: `View enquiry from ${visitor}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Submission Details' });
  await dialog.getByLabel('Status').selectOption('contacted');
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  // The list no longer holds it (it is not new), but the dialog stays for the note.
  await expect(page.getByRole('button', { name: `View enquiry from ${visitor}` })).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Called: wants a quote next week.');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(
    dialog.getByRole('list', { name: 'History' }).getByText('Called: wants a quote next week.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('an enquiry sent with a website from a city page is in the dialog, the CSV and the mail, whose Reply goes to the visitor', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const visitor = `Rohan Mehta ${run}`;
  const address = `rohan-${run}@example.in`;
  // The notification names the website and phone ({{website}} is new; another test rewrote it).
  await signIn(page, '/admin/enquiries', 'Enquiries');
  const template = await page.request.put('/api/admin/enquiries/email-template', {
    data: {
      subject: 'New enquiry from {{name}}',
      body: '<p>{{name}}, {{company}}</p><p>Website: {{website}}</p><p>Phone: {{phone}}</p>',
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(template.status(), await template.text()).toBe(200);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.61' });
  await page.goto('/services/seo/mumbai');
  const form = page.locator('#contact').getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(visitor);
  await form.getByLabel('Email').fill(address);
  // As Indians write numbers and sites: the form keeps one form of each.
  await form.getByLabel('Phone').fill('098765-43210');
  await form.getByLabel('Website').fill('mehtajewellers.in');
  await form.getByLabel('Service').selectOption('seo');
  await form.getByLabel('Message').fill('Our jewellery shop needs to be found in Mumbai.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  // Sent once the browser has solved the proof of work, which a busy machine takes a while for.
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible({
    timeout: 20_000,
  });

  await page.goto(`/admin/enquiries?q=${encodeURIComponent(address)}`);
  await page.getByRole('button', { name: `View enquiry from ${visitor}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Submission Details' });
  await expect(dialog.getByRole('link', { name: 'https://mehtajewellers.in' })).toHaveAttribute(
    'href',
    'https://mehtajewellers.in',
  );
  await expect(dialog.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  await expectNoViolations(page, 'submission dialog with a website');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  // Read back as a spreadsheet reads it.
  const rows = parse<Record<string, string>>(csv, { bom: true, columns: true });
  expect(rows).toEqual([
    expect.objectContaining({
      Name: visitor,
      Phone: '(+91) 98765 43210',
      Website: 'https://mehtajewellers.in',
      City: 'Mumbai',
    }),
  ]);

  // Reply in the mail client writes to the visitor, not to the site's no-reply address.
  const mail = await receivedMail(`Reply-To: ${visitor} <${address}>\r\n`);
  expect(mail).toContain(`Subject: New enquiry from ${visitor}\r\n`);
  expect(mail).toContain('<p>Website: https://mehtajewellers.in</p>');
  expect(mail).toContain('<p>Phone: +91 98765 43210</p>');
});

test('the WhatsApp and call buttons name the page, and each press shows in the insights', async ({
  page,
  baseURL,
}) => {
  const tokenGiven = page.waitForResponse((r) => r.url().endsWith('/api/page-token') && r.ok());
  await page.goto('/services/ppc/pune');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const channels = page.locator('#contact').getByRole('list', { name: 'Talk to us now' });
  const whatsapp = channels.getByRole('link', { name: 'Chat on WhatsApp' });
  const chat = new URL((await whatsapp.getAttribute('href'))!);
  expect(chat.origin + chat.pathname).toBe('https://wa.me/919819012345');
  expect(chat.searchParams.get('text')).toBe(
    `Hello RankSutra Digital, I am reading "${heading}" (${baseURL}/services/ppc/pune) and would like to talk about it.`,
  );
  const call = channels.getByRole('link', { name: /^Call / });
  await expect(call).toHaveAttribute('href', 'tel:+912240123456');

  // The press counter starts once the page is idle: a press before it is not counted.
  await waitForPressCounter(page);
  const counted = () =>
    page.waitForResponse((r) => r.url().endsWith('/api/contact-clicks') && r.status() === 204);
  // wa.me and the phone's dialler are not reached from the tests: the press is counted, and the
  // link left unfollowed.
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('[data-contact-channel]')) event.preventDefault();
    }),
  );
  // The page asks for its token as the pointer reaches a button (or as its Core Web Vitals are
  // measured, whichever comes first); a press waits for it if it must (below).
  await whatsapp.hover();
  await tokenGiven;
  const chatCounted = counted();
  await whatsapp.click();
  await chatCounted;
  const callCounted = counted();
  await call.click();
  await callCounted;

  // A press before the token has come (held back here until the press) waits for the token, is
  // counted, and then leaves for WhatsApp.
  await page.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  let pressed!: () => void;
  const afterPress = new Promise<void>((resolve) => (pressed = resolve));
  await page.route('**/api/page-token', async (route) => {
    await afterPress;
    await route.continue();
  });
  await page.goto('/services/seo/mumbai');
  await waitForPressCounter(page);
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/contact-clicks'));
  await page
    .locator('#contact [data-contact-channel="whatsapp"]')
    .evaluate((link: HTMLElement) => link.click());
  expect(page.url()).toMatch(/\/services\/seo\/mumbai$/);
  pressed();
  // The beacon's answer comes after the page is left; the insights below show it was counted.
  expect((await beacon).postDataJSON()).toMatchObject({ channel: 'whatsapp', token: /\./ });
  await page.waitForURL(/^https:\/\/wa\.me\/919819012345\?text=/);

  await signIn(page, '/admin/insights?period=30d', 'Lead Insights');
  const landing = page.getByRole('table', { name: 'By Landing Page', exact: true });
  const row = landing
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '/services/ppc/pune' }) });
  await expect(row.getByRole('cell')).toHaveText(['0', '0', '1', '1', /\d+/, /.+/]);
  const city = page.getByRole('table', { name: 'By City', exact: true });
  const pune = city
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Pune', exact: true }) });
  await expect(pune.getByRole('cell').nth(1)).toHaveText('1');
  await expect(pune.getByRole('cell').nth(2)).toHaveText('1');
  const mumbai = city
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Mumbai', exact: true }) });
  await expect(mumbai.getByRole('cell').nth(1)).toHaveText('1');
  await expectNoViolations(page, 'lead insights with presses');
});

test('a Search Console export is imported for its dates, refused row by row when bad, and shown beside the leads', async ({
  page,
}) => {
  await signIn(page, '/admin/insights?period=30d', 'Lead Insights');
  const form = page.getByRole('form', { name: 'Import from Search Console' });
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await form.getByLabel('First date').fill(day(27));
  await form.getByLabel('Last date').fill(day(0));
  await form.getByLabel('CSV file').setInputFiles({
    name: 'Pages.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Top pages,Clicks,Impressions,CTR,Position\nhttps://x.in/,5,1,1%,2\n'),
  });
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByRole('alert')).toContainText('Line 2: Clicks are more than impressions.');
  await expectNoViolations(page, 'Search Console import refused');

  // Search Console's export of this site (its address), with a row of another property and an
  // address this site does not have: the import says both.
  const origin = new URL(page.url()).origin;
  const csv = [
    ...readFileSync('tests/fixtures/search-console/Pages.csv', 'utf8')
      .replaceAll('https://ranksutra.in', origin)
      .trim()
      .split(/\r?\n/),
    'https://other-agency.in/services/seo,3,90,3.3%,8',
    `${origin}/old-offer,2,40,5%,9`,
  ].join('\n');
  await form.getByLabel('CSV file').setInputFiles({
    name: 'Pages.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('6 pages imported.')).toBeVisible();
  const report = form.getByRole('status', { name: 'What the import left out or could not match' });
  await expect(report).toContainText(
    '1 row of another site, left out: other-agency.in/services/seo',
  );
  // The fixture's post about Core Web Vitals is not one this site has either.
  await expect(report).toContainText(
    '2 rows of pages this site does not have (kept): /blog/core-web-vitals-india, /old-offer',
  );
  const pages = page.getByRole('table', { name: 'Search by landing page' });
  await expect(pages.getByRole('row', { name: /\/services\/local-seo\/pune/ })).toContainText(
    '1,920',
  );
  await expect(page.getByRole('table', { name: 'Search by city' })).toContainText('Pune');
  await expectNoViolations(page, 'insights with Search Console');
});

test('selected enquiries are marked contacted together, and deleted together after a question', async ({
  page,
  request,
}) => {
  for (const n of [1, 2]) {
    await sendEnquiry(
      request,
      {
        name: `Bulk Enquirer ${n} ${run}`,
        email: `bulk-${run}-${n}@example.in`,
        service: 'seo',
        message: 'Please call us about SEO for our shop.',
      },
      `198.51.100.${70 + n}`,
    );
  }
  await signIn(page, `/admin/enquiries?q=bulk-${run}`, 'Enquiries');
  await expect(page.getByText('2 submissions found')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  const selection = page.getByRole('region', { name: 'Selected rows' });
  await expect(selection).toContainText('2 selected');
  await expectNoViolations(page, 'enquiries with a selection');
  await selection.getByRole('button', { name: 'Mark Contacted' }).click();
  await expect(page.getByText('2 enquiries marked contacted.')).toBeVisible();
  await expect(selection).toBeHidden();
  for (const n of [1, 2])
    await expect(
      page.getByRole('row').filter({ hasText: `Bulk Enquirer ${n} ${run}` }),
    ).toContainText('contacted');

  await page.getByRole('checkbox', { name: `Select Bulk Enquirer 1 ${run}` }).check();
  await selection.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(
    page.getByText(
      'Move 1 enquiry to the trash? It can be restored from there for 30 days, with notes and timeline.',
    ),
  ).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('1 enquiry deleted.')).toBeVisible();
  await expect(page.getByText('1 submission found')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Bulk Enquirer 1 ${run}` })).toHaveCount(0);
});

test('the lead settings refuse bad input, save recipients and a webhook, and send a test', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const received: string[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(body);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
  try {
    await signIn(page, '/admin/enquiries/settings', 'Enquiry Settings');
    await expectNoViolations(page, 'lead settings');
    const form = page.getByRole('form', { name: 'Enquiry settings' });
    await form.getByLabel('Notify these addresses of each enquiry').fill('owner@agency.test, nope');
    await form.getByLabel('Webhook URL').fill(hook);
    await form.getByRole('button', { name: 'Save Enquiry Settings' }).click();
    await expect(page.locator('#enquiry-settings-notifyEmails-error')).toHaveText(
      'Not an e-mail address: nope',
    );
    await expect(page.locator('#enquiry-settings-webhookSecret-error')).toContainText(
      'at least 16 characters',
    );

    await form.getByLabel('Notify these addresses of each enquiry').fill('owner@agency.test');
    await form.getByRole('button', { name: 'Generate' }).click();
    await form.getByRole('button', { name: 'Save Enquiry Settings' }).click();
    // The server runs in production mode: a loopback receiver needs the admin's permission.
    await expect(page.locator('#enquiry-settings-webhookUrl-error')).toContainText(
      'This address is on a private or loopback network.',
    );
    await expect(form.getByLabel('Webhook URL')).toHaveValue(hook);
    await expectNoViolations(page, 'lead settings with errors');

    await form.getByLabel('Allow private network addresses').check();
    await form.getByRole('button', { name: 'Save Enquiry Settings' }).click();
    await expect(page.getByText('The enquiry settings are saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Send Test' }).click();
    await expect(page.getByText('Test delivered: the receiver answered HTTP 200')).toBeVisible();
    const log = page.getByRole('table', { name: 'Webhook deliveries, newest first' });
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
    expect(JSON.parse(received[0]!)).toMatchObject({ event: 'webhook.test' });
  } finally {
    // Leave no webhook behind for later tests.
    const form = page.getByRole('form', { name: 'Enquiry settings' });
    await form.getByLabel('Webhook URL').fill('');
    await form.getByLabel('Notify these addresses of each enquiry').fill('');
    await form.getByRole('button', { name: 'Save Enquiry Settings' }).click();
    await expect(page.getByText('The enquiry settings are saved.').first()).toBeVisible();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});

test('the insights show the enquiry with its landing page, and pass axe', async ({ page }) => {
  await signIn(page, '/admin/insights?period=30d', 'Lead Insights');
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('30d');
  const landing = page.getByRole('table', { name: 'By Landing Page', exact: true });
  await expect(landing.getByRole('rowheader', { name: '/services/local-seo/pune' })).toBeVisible();
  await expectNoViolations(page, 'lead insights');
});

test('an admin erases everything stored for an address after seeing the count', async ({
  page,
}) => {
  await signIn(page, '/admin/enquiries/settings', 'Enquiry Settings');
  const erase = page.getByRole('region', { name: "Erase a Person's Data" });
  await erase.getByLabel('E-mail address').fill('nobody-here@example.in');
  await erase.getByRole('button', { name: 'Find Data' }).click();
  await expect(erase.getByRole('status')).toHaveText(
    'Nothing is stored for nobody-here@example.in.',
  );

  await erase.getByLabel('E-mail address').fill(email);
  await erase.getByRole('button', { name: 'Find Data' }).click();
  await expect(erase.getByRole('status')).toContainText(`1 enquiry, 1 note and`);
  await erase.getByRole('button', { name: 'Erase All' }).click();
  await expectNoViolations(page, 'erase confirmation');
  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(erase.getByRole('status')).toHaveText(
    `Everything stored for ${email} has been erased.`,
  );

  await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
  await expect(page.getByText('0 submissions found')).toBeVisible();
});
