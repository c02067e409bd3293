import { expect, test } from '@playwright/test';

import { jsonLdProblems } from '../../src/lib/seo/json-ld-rules';
import { startFixtureSite } from '../support/fixture-site';
import { goodSite } from '../support/seo-audit-fixtures';
import { expectNoViolations } from './support/axe';
import { sendEnquiry } from './support/enquiries';
import { receivedMail } from './support/mail';
import { movableClockEnv, setServerClock } from './support/movable-clock';
import { ownSite, runOnOwnSite } from './support/own-site';
import { signIn } from './support/sign-in';
import { signInAsOwner, teamMember } from './support/team';
import { nuHtmlErrors } from './support/validators';

const site = runOnOwnSite(
  test,
  'clients-admin',
  'serial',
  movableClockEnv(ownSite('clients-admin').dataDir),
);

// After "won": the team makes a client of the enquiry, checks what it filled in, then pauses and
// ends the work with dates the client's history keeps. Editors never see clients or fees. A
// client's monthly audits make its report, and a case study whose figures come from them.

const run = Date.now().toString(36);
const name = `Kavya Rao ${run}`;
const business = `Rao Dental ${run}`;

test('a won enquiry becomes a client, whose work is paused and ended with its history kept', async ({
  page,
  request,
}) => {
  const id = await sendEnquiry(
    request,
    {
      name,
      email: `kavya.${run}@example.in`,
      phone: '98450 12345',
      company: business,
      website: 'rao-dental.example.in',
      service: 'local-seo',
      city: 'Bengaluru',
      message: 'Our clinic needs to show up in map results.',
    },
    '198.51.100.71',
  );
  // The site's date is the 1st of next month, and the owner has the clients' sites audited on the
  // 5th: the client made here, whose site is not on loopback, is not read.
  setServerClock(site.dataDir, monthAhead(1).at);
  await signIn(page, '/admin/clients', 'Clients');
  const schedule = page.getByRole('form', { name: 'Monthly audits' });
  await schedule.getByLabel('Day of the month').fill('31');
  await schedule.getByRole('button', { name: 'Save the Audit Day' }).click();
  await expect(schedule.getByText('Give a day from 1 to 28')).toBeVisible();
  await schedule.getByLabel('Day of the month').fill('5');
  await schedule.getByRole('button', { name: 'Save the Audit Day' }).click();
  await expect(
    page.getByText('The clients’ sites are audited on day 5 of each month.'),
  ).toBeVisible();

  await page.goto(`/admin/enquiries/${id}`);
  await expect(page.getByRole('link', { name: `Make a Client of ${business}` })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('won');
  await page.getByRole('link', { name: `Make a Client of ${business}` }).click();

  await expect(page.getByRole('heading', { name: 'New Client', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'New client' });
  await expect(form.getByLabel('Business name *')).toHaveValue(business);
  await expect(form.getByLabel('Website *')).toHaveValue('https://rao-dental.example.in');
  await expect(form.getByLabel('Email *')).toHaveValue(`kavya.${run}@example.in`);
  await expect(form.getByRole('checkbox', { name: 'Local SEO' })).toBeChecked();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `new client at ${width} px`);
  }

  // A mistake is named under its field, and what was typed stays.
  await form.getByLabel('Monthly fee (₹)').fill('35000.50');
  await form.getByRole('button', { name: 'Make the Client' }).click();
  await expect(form.getByText('Give the monthly fee in whole rupees')).toBeVisible();
  await expect(form.getByLabel('Monthly fee (₹)')).toHaveValue('35000.50');
  await form.getByLabel('Monthly fee (₹)').fill('35000');
  await form.getByLabel('Work started on *').fill('2026-12-01');
  await form.getByRole('button', { name: 'Make the Client' }).click();
  await expect(page.getByText(`${business} is a client now.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveText([/Started\s*from December 1, 2026/]);

  const change = page.getByRole('form', { name: 'Pause, resume or end the work' });
  await change.getByLabel('Change').selectOption({ label: 'Pause the work' });
  await change.getByLabel('From *').fill('2027-01-15');
  await change.getByLabel('Note').fill('Clinic renovation');
  await change.getByRole('button', { name: 'Record the Change' }).click();
  await expect(
    page.getByText(`The work for ${business} is paused from January 15, 2027.`),
  ).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Clinic renovation');
  await expect(change.getByLabel('Change')).toContainText('Resume the work');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `a client at ${width} px`);
  }

  // The client's Search Console export for a month: another site's page is left out, and said.
  const search = page.getByRole('form', { name: 'Import the client’s Search Console export' });
  await search.getByLabel('Month').fill('2026-11');
  await search.getByLabel('CSV file').setInputFiles({
    name: 'Pages.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Top pages,Clicks,Impressions,CTR,Position\n' +
        'https://rao-dental.example.in/,42,1200,3.5%,7.4\n' +
        'https://elsewhere.example.in/offers,1,10,10%,2\n',
    ),
  });
  await search.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('1 page imported.')).toBeVisible();
  await expect(search.getByRole('status')).toContainText(
    '1 row of another site, left out: elsewhere.example.in/offers',
  );
  const months = page.getByRole('table', { name: /Search Console figures/ });
  await expect(months.getByRole('row', { name: /November 2026/ })).toContainText('1,200');

  await change.getByLabel('Change').selectOption({ label: 'End the work' });
  await change.getByLabel('From *').fill('2027-06-30');
  await change.getByRole('button', { name: 'Record the Change' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('link', { name: 'All clients' }).click();
  const row = page.getByRole('row', { name: new RegExp(business) });
  await expect(row).toContainText('₹35,000.00');
  await expect(row).toContainText('Ended');
  // Made before the month's audit day, it has no audit.
  await row.getByRole('link', { name: business }).click();
  await expect(
    page.getByText('No audit yet: the site is audited on day 5 of each month'),
  ).toBeVisible();
  await page.goBack();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `clients at ${width} px`);
  }

  // The enquiry's link now opens the client it became.
  await page.goto(`/admin/clients/new?enquiry=${id}`);
  await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
});

test('editors see neither the clients nor their fees; sales does', async ({ baseURL }) => {
  const owner = await signInAsOwner(baseURL!);
  const { context: editor } = await teamMember(baseURL!, owner, 'editor');
  const { context: sales } = await teamMember(baseURL!, owner, 'sales');
  const editorPage = await (await editor.get('/admin/clients')).text();
  expect(editorPage).not.toContain('Monthly fee');
  expect(editorPage).not.toContain('Rao Dental');
  const salesPage = await (await sales.get('/admin/clients')).text();
  expect(salesPage).toContain('₹35,000.00');
  // The audit day is the owner's and admins' to set: sales reads it.
  expect(salesPage).toContain('audited on day 5 of the month');
  expect(salesPage).not.toContain('Save the Audit Day');
  await Promise.all([editor.dispose(), sales.dispose(), owner.dispose()]);
});

/** The first day of the month `ahead` months after this one, 10:30 in India; and its name. */
function monthAhead(ahead: number) {
  const now = new Date();
  const at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1, 5);
  const name = new Date(at).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { at, name };
}

/** The months of the second client's two audits (the third test), for the case study after it. */
const audited = { first: monthAhead(1), second: monthAhead(2) };

test('each active client’s site is audited on the month’s day; its report and mail show the fix the month after', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let routes = goodSite(() => fixture.origin, {
    homeHead: '<meta name="robots" content="noindex">',
  });
  const fixture = await startFixtureSite(new Proxy({}, { get: (_, path: string) => routes[path] }));
  try {
    const { first, second } = audited;
    setServerClock(site.dataDir, first.at);
    await signIn(page, '/admin/clients', 'Clients');
    const schedule = page.getByRole('form', { name: 'Monthly audits' });
    await schedule.getByLabel('Day of the month').fill('1');
    await schedule.getByRole('button', { name: 'Save the Audit Day' }).click();
    await expect(page.getByText('audited on day 1 of each month')).toBeVisible();

    await page.getByRole('link', { name: 'Add Client' }).click();
    const form = page.getByRole('form', { name: 'New client' });
    await form.getByLabel('Business name *').fill(`Smile Dental ${run}`);
    await form.getByLabel('Website *').fill(fixture.origin);
    await form.getByLabel('Name *', { exact: true }).fill('Dr Meera Nair');
    await form.getByLabel('Email *').fill(`meera.${run}@example.in`);
    await form.getByRole('checkbox', { name: 'Local SEO' }).check();
    await form.getByRole('button', { name: 'Make the Client' }).click();
    await expect(
      page.getByRole('heading', { name: `Smile Dental ${run}`, level: 1 }),
    ).toBeVisible();
    const clientPath = new URL(page.url()).pathname;

    // Made on the month's day: its first audit runs at once, and finds the home page kept out of
    // search.
    const audits = page.getByRole('table', { name: 'Monthly audits, newest first' });
    await expect
      .poll(async () => {
        await page.reload();
        return audits.getByRole('row', { name: new RegExp(first.name) }).textContent();
      })
      .toMatch(/\d+\/100/);

    // The site fixed; the next month's day comes. Before its audit, the team logs its work.
    routes = goodSite(() => fixture.origin);
    setServerClock(site.dataDir, second.at);
    // A month on, the session has expired: the owner signs in again.
    await signIn(page, clientPath, `Smile Dental ${run}`);
    const work = page.getByRole('form', { name: 'Log work' });
    await work.getByRole('button', { name: 'Log the Work' }).click();
    await expect(work.getByText('Say what was done')).toBeVisible();
    await work.getByLabel('What was done *').fill('Took the noindex off the home page.');
    await work.getByRole('button', { name: 'Log the Work' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Work logged' })
        .getByText('Took the noindex off the home page.'),
    ).toBeVisible();
    await page.goto('/admin/clients');
    await schedule.getByRole('button', { name: 'Save the Audit Day' }).click();
    await expect(page.getByText('audited on day 1 of each month')).toBeVisible();
    await page.goto(clientPath);
    await expect
      .poll(async () => {
        await page.reload();
        return audits.getByRole('row', { name: new RegExp(second.name) }).textContent();
      })
      .toContain('No page is hidden from search by mistake');
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, `a client with its audits at ${width} px`);
    }

    // The month's audit done, its report is mailed to the contact, replies going to the owner.
    const mail = await receivedMail(
      `meera.${run}@example.in`,
      `Here is what happened on 127.0.0.1 in ${second.name}.`,
    );
    expect(mail).toMatch(/Reply-To: .*@/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toContain('Fixed since the audit before:');
    expect(mail).toContain('No page is hidden from search by mistake');
    const reportPath = /\/client-report\/[0-9a-f]{64}/.exec(mail)![0];
    await expect(
      audits
        .getByRole('row', { name: new RegExp(second.name) })
        .getByRole('cell')
        .last(),
    ).toContainText('Sent');

    // The report's page: the score over the months, each month's fixes and work, kept from search.
    const report = await page.request.get(reportPath);
    expect(report.status()).toBe(200);
    const html = await report.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);
    expect(await nuHtmlErrors({ [reportPath]: html })).toEqual([]);
    await page.goto(reportPath);
    await expect(
      page.getByRole('heading', { name: `SEO report for Smile Dental ${run}`, level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: new RegExp(`from \\d+ in ${first.name} to \\d+ in ${second.name}`),
      }),
    ).toBeVisible();
    const latest = page.getByRole('region', { name: second.name });
    await expect(latest.getByText(/Audit score: \d+\/100, up \d+ from/)).toBeVisible();
    await expect(latest.getByText('No page is hidden from search by mistake')).toBeVisible();
    await expect(latest.getByText('Took the noindex off the home page.')).toBeVisible();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, `a client's report at ${width} px`);
    }
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(/^Prepared by /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop the Monthly E-mail' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The owner previews the mail and sends it again by hand.
    await page.goto(clientPath);
    await page.getByRole('button', { name: 'Preview the Mail' }).click();
    const preview = page.getByRole('dialog', { name: 'The report mail' });
    await expect(preview.getByText(`your SEO report for ${second.name}`)).toBeVisible();
    await expectNoViolations(page, 'the report mail’s preview');
    await preview.getByRole('button', { name: 'Send It Now' }).click();
    await expect(page.getByText(`The report is on its way to Smile Dental ${run}.`)).toBeVisible();

    // The contact stops the mail from its link; the team can no longer send it.
    await page.goto(`${reportPath}?mail=stop#mail`);
    await expect(page.getByRole('heading', { name: 'Stop the monthly e-mail?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stop the Monthly E-mail' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Done: we will not e-mail you this report any more.',
    );
    await page.goto(clientPath);
    await expect(page.getByText(/The contact stopped the monthly e-mail on/)).toBeVisible();
    await page.getByRole('button', { name: 'Preview the Mail' }).click();
    await expect(preview.getByText(`your SEO report for ${second.name}`)).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Send It Now' })).toHaveCount(0);
    await preview.getByRole('button', { name: 'Close', exact: true }).click();

    // A new address for the report: the old one leads nowhere.
    await page.getByRole('button', { name: 'Replace the Link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Replace the Link' }).click();
    await expect(page.getByText('The report has a new address')).toBeVisible();
    expect((await page.request.get(reportPath)).status()).toBe(404);

    // The dashboard counts the active clients and their fees; the insights say where each came from.
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: /\d+ active clients?/ })).toContainText(
      'a month in fees, before GST',
    );
    await expect(page.getByRole('link', { name: /score fell/ })).toBeVisible();
    await page.goto('/admin/insights');
    const today = page.getByRole('region', { name: 'Clients Today' });
    await expect(today.getByRole('status')).toContainText(/\d+ active clients?, paying ₹/);
    await expect(today.getByRole('row', { name: /Added by hand/ })).toBeVisible();
    await expect(
      today.getByText('No active client’s score fell at its last monthly audit.'),
    ).toBeVisible();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, `the insights' clients at ${width} px`);
    }
  } finally {
    setServerClock(site.dataDir, Date.now());
    await fixture.close();
  }
});

test('a case study of that client: its figure read from the audits, on its service’s page in its city, the client named once it agrees', async ({
  page,
  request,
}) => {
  const { first, second } = audited;
  const slug = `smile-dental-${run}`;
  await signIn(page, '/admin/case-studies', 'Case Studies');
  await page.getByRole('button', { name: 'Create New' }).click();
  const form = page.getByRole('form', { name: 'Create case study' });
  await form.getByLabel('Title *').fill(`A Jaipur dental clinic Google can read ${run}`);
  await form.getByLabel('Slug *').fill(slug);
  await form
    .getByLabel('Excerpt *')
    .fill('Its home page was kept out of search; a month later it was back.');
  await form
    .getByLabel('Content (Markdown) *')
    .fill('## What we found\n\nA noindex tag on the home page.');
  await form.getByLabel('Featured Image *').fill('/images/blog/technical-seo-audit-guide.webp');
  await form.getByLabel('Author *').selectOption({ index: 1 });
  await form.getByLabel('Client *').selectOption({ label: `Smile Dental ${run}` });
  await expect(form.getByText(/Not named on the page: it has not agreed/)).toBeVisible();
  await form.getByLabel('Client described as *').fill('a dental clinic in Jaipur');
  // The client's services come with it.
  await expect(form.getByRole('checkbox', { name: 'Local SEO' })).toBeChecked();
  await form.getByLabel('City').selectOption({ label: 'Jaipur' });
  await form.getByRole('button', { name: 'Create Case Study' }).click();
  await expect(form.getByText('Add at least one figure from the client’s history')).toBeVisible();
  // A figure is chosen from the months the client's history holds, never typed.
  await form.getByRole('button', { name: 'Add a Figure' }).click();
  await form.getByLabel('Before, in').selectOption({ label: first.name });
  await form.getByLabel('After, in').selectOption({ label: second.name });
  await expect(form.getByText(/^\d+\/100 → \d+\/100 \(\+\d+ points\)$/)).toBeVisible();
  await form.getByLabel('Status').selectOption('published');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `the case study editor at ${width} px`);
  }
  await form.getByRole('button', { name: 'Create Case Study' }).click();
  await expect(page.getByText('Case study created successfully.')).toBeVisible();
  const list = page.getByRole('table', { name: 'Case studies, newest first' });
  await list
    .getByRole('button', { name: `Edit A Jaipur dental clinic Google can read ${run}` })
    .click();
  const edit = page.getByRole('form', { name: 'Edit case study' });
  await expect(edit.getByLabel('Client described as *')).toHaveValue('a dental clinic in Jaipur');
  await expect(edit.getByRole('link', { name: 'View Case Study' })).toHaveAttribute(
    'href',
    `/case-studies/${slug}`,
  );

  // Its page: the client described, not named; the figure with its period and source.
  const path = `/case-studies/${slug}`;
  const pages = Object.fromEntries(
    await Promise.all(
      ['/case-studies', path].map(async (p) => [p, await (await request.get(p)).text()] as const),
    ),
  );
  expect(await nuHtmlErrors(pages)).toEqual([]);
  expect(pages[path]).toContain('"@type":"Article"');
  expect(pages[path]).not.toContain('"@type":"Review"');
  const jsonLd = Object.entries(pages).map(([p, html]) => ({
    path: p,
    blocks: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => m[1]!,
    ),
  }));
  expect(jsonLdProblems(jsonLd, site.baseURL)).toEqual([]);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `A Jaipur dental clinic Google can read ${run}`,
  );
  await expect(page.getByText('a dental clinic in Jaipur', { exact: true })).toBeVisible();
  await expect(page.getByText(`Smile Dental ${run}`)).toHaveCount(0);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText(/^\d+\/100 → \d+\/100$/)).toBeVisible();
  await expect(
    results.getByText(`${first.name} to ${second.name}. Source: the site’s monthly SEO audit.`),
  ).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `a case study at ${width} px`);
  }
  const card = await request.get(`/og/case-study/${slug}`);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(path);

  // On the service's page in the case study's city, and on the service's own page.
  for (const servicePage of ['/services/local-seo/jaipur', '/services/local-seo']) {
    await page.goto(servicePage);
    const section = page.getByRole('region', { name: 'Case Studies' });
    await section.scrollIntoViewIfNeeded();
    await expect(
      section.getByRole('link', { name: `A Jaipur dental clinic Google can read ${run}` }),
    ).toHaveAttribute('href', path);
  }
  await page.goto('/services/local-seo/pune');
  await expect(page.getByRole('region', { name: 'Case Studies' })).toHaveCount(0);

  // The client agrees to be named, and the owner records it: the page names it.
  await page.goto('/admin/clients');
  await page.getByRole('link', { name: `Smile Dental ${run}` }).click();
  const details = page.getByRole('form', { name: 'Client details' });
  await details.getByLabel('Consent to be named').fill('E-mail from Dr Meera Nair');
  await details.getByRole('button', { name: 'Save the Client' }).click();
  await expect(page.getByText(`Smile Dental ${run} is saved.`)).toBeVisible();
  // Its screen lists the case studies about it, and says they name it now.
  await page.reload();
  const studies = page.getByRole('region', { name: 'Case studies' });
  await expect(
    studies.getByText('They name the client: its consent is recorded above.'),
  ).toBeVisible();
  await expect(studies.getByRole('listitem')).toContainText(
    `A Jaipur dental clinic Google can read ${run}published`,
  );
  await expect(studies.getByRole('link', { name: 'View it' })).toHaveAttribute('href', path);
  await page.goto(path);
  await expect(
    page.getByRole('article').getByText(`Smile Dental ${run}`, { exact: true }),
  ).toBeVisible();
});
