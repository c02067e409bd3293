import { expect, test, type Page } from '@playwright/test';
import SQLite from 'better-sqlite3';

import { expectNoViolations } from './support/axe';
import { adminEmail, adminPassword } from './support/enquiries';
import { flushCounters } from './support/flush';
import { signIn } from './support/sign-in';
import { signInAsOwner } from './support/team';
import { runOnOwnSite } from './support/own-site';

const site = runOnOwnSite(test, 'redirects-admin', 'serial');

const suffix = Array.from({ length: 6 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
).join('');
const oldSection = `/old-services-${suffix}`;
const retired = `/retired-${suffix}`;

const rows = (page: Page) =>
  page.getByRole('table', { name: 'Redirects, by source path' }).getByRole('row');

async function addRedirect(page: Page, source: string, target: string, type: string) {
  await page.getByRole('button', { name: 'Add Redirect' }).first().click();
  const form = page.getByRole('form', { name: 'New redirect' });
  await form.getByLabel('Source path *').fill(source);
  await form.getByLabel('Target (path or URL)').fill(target);
  await form.getByLabel('Type').selectOption(type);
  await form.getByRole('button', { name: 'Add Redirect' }).click();
}

test('logged out, the redirects admin and its API refuse', async ({ page, request }) => {
  await page.goto('/admin/redirects');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const response = await request.post('/api/admin/redirects', {
    data: { source: '/a', target: '/b', type: 301 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(401);
});

test('an admin adds 301, 302, 410 and prefix redirects that the server answers at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/admin/redirects');
  await page.getByLabel('E-mail').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Redirects', exact: true })).toBeVisible();
  await expectNoViolations(page, 'redirects admin');

  // Bad input: the error under its field, what was typed kept.
  await addRedirect(page, 'old-page', '/contact', '301');
  await expect(page.locator('#redirect-source-error')).toHaveText(
    'Enter a path on this site, starting with /, e.g. /old-page or /old-blog/*',
  );
  await expect(page.getByLabel('Target (path or URL)')).toHaveValue('/contact');
  await expectNoViolations(page, 'redirect form with an error');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A prefix carries the rest of the path over; a redirect wins over a page that exists.
  await addRedirect(page, `${oldSection}/*`, '/services/*', '301');
  await expect(page.getByText('Redirect added.')).toBeVisible();
  await addRedirect(page, '/locations', '/contact', '302');
  await expect(rows(page).filter({ hasText: '/locations' })).toContainText('302');
  await addRedirect(page, retired, '', '410');
  await expect(rows(page).filter({ hasText: retired })).toContainText('410');

  const prefix = await request.get(`${oldSection}/SEO/`, { maxRedirects: 0 });
  expect(prefix.status()).toBe(301);
  expect(prefix.headers().location).toBe('/services/seo');
  const temporary = await request.get('/locations?from=test', { maxRedirects: 0 });
  expect(temporary.status()).toBe(302);
  expect(temporary.headers().location).toBe('/contact?from=test');
  expect((await request.get(retired, { maxRedirects: 0 })).status()).toBe(410);

  // A loop is refused with the chain it would make.
  await addRedirect(page, '/contact', '/locations', '301');
  await expect(page.locator('#redirect-target-error')).toHaveText(
    'This would make a loop: /contact → /locations → /contact',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Hits are counted in memory, written in batches (now), and shown.
  await flushCounters(request);
  await page.reload();
  await expect(
    rows(page)
      .filter({ hasText: `${oldSection}/*` })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('1');

  // Deleted after confirming: the page answers as before.
  for (const source of [`${oldSection}/*`, '/locations', retired]) {
    await rows(page)
      .filter({ hasText: source })
      .getByRole('button', { name: `Delete ${source}` })
      .click();
    await expect(page.getByRole('alertdialog')).toContainText(source);
    await expectNoViolations(page, 'delete redirect dialog');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`The redirect of ${source} is deleted.`)).toBeVisible();
  }
  expect((await request.get('/locations', { maxRedirects: 0 })).status()).toBe(200);
});

const logRows = (page: Page) =>
  page.getByRole('table', { name: 'Paths that answered 404, unresolved first' }).getByRole('row');

/** Opens the 404 log searched for `query` (signing in if asked), once it shows `count` rows. */
async function openNotFoundLog(page: Page, query: string, count: number): Promise<string> {
  await page.goto('/admin/not-found');
  // The login form or the screen, whichever this context's session shows, once it has rendered.
  const heading = page.getByRole('heading', { name: '404 Log', exact: true });
  await expect(page.getByRole('button', { name: 'Login' }).or(heading)).toBeVisible();
  if (await page.getByRole('button', { name: 'Login' }).isVisible()) {
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Login' }).click();
  }
  await expect(heading).toBeVisible();
  // Searched through the address: the log holds more paths than a page shows. Misses are kept in
  // memory and written in batches (now).
  const logged = `/admin/not-found?q=${encodeURIComponent(query)}`;
  await flushCounters(page.request);
  await page.goto(logged);
  await expect(logRows(page).filter({ hasText: query })).toHaveCount(count);
  return logged;
}

test('a 404 in the log becomes a redirect in two steps', async ({ page, request }) => {
  test.setTimeout(90_000);
  const missing = `/old-offer-${suffix}`;
  expect((await request.get(missing)).status()).toBe(404);
  const row = logRows(page).filter({ hasText: missing });
  const logged = await openNotFoundLog(page, missing, 1);
  await expectNoViolations(page, '404 log');

  await row.getByRole('link', { name: `Redirect ${missing}` }).click();
  const form = page.getByRole('form', { name: 'New redirect' });
  await expect(form.getByLabel('Source path *')).toHaveValue(missing);
  await form.getByLabel('Target (path or URL)').fill('/contact');
  await form.getByRole('button', { name: 'Add Redirect' }).click();
  await expect(page.getByText('Redirect added.')).toBeVisible();
  const redirected = await request.get(missing, { maxRedirects: 0 });
  expect(redirected.status()).toBe(301);
  expect(redirected.headers().location).toBe('/contact');

  await page.goto(logged);
  await expect(row).toContainText('Resolved');
  await page.goto('/admin/redirects');
  await rows(page)
    .filter({ hasText: missing })
    .getByRole('button', { name: `Delete ${missing}` })
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`The redirect of ${missing} is deleted.`)).toBeVisible();
});

test('paths meant to stay gone are selected in the 404 log and marked resolved together', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const gone = `/gone-campaign-${suffix}`;
  for (const n of [1, 2]) expect((await request.get(`${gone}-${n}`)).status()).toBe(404);
  await openNotFoundLog(page, gone, 2);
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  const selection = page.getByRole('region', { name: 'Selected rows' });
  await expect(selection).toContainText('2 selected');
  await expectNoViolations(page, '404 log with a selection');
  await selection.getByRole('button', { name: 'Mark Resolved' }).click();
  await expect(page.getByText('2 paths marked resolved.')).toBeVisible();
  for (const n of [1, 2])
    await expect(logRows(page).filter({ hasText: `${gone}-${n}` })).toContainText(
      'Resolved: marked resolved in the admin',
    );
});

test('redirects are searched, deleted together, and brought back with Undo', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await signInAsOwner(baseURL!);
  const bulk = `/bulk-moved-${suffix}`;
  for (const n of [10, 2]) {
    const created = await owner.post('/api/admin/redirects', {
      data: { source: `${bulk}-${n}`, target: '/contact', type: 301, note: '' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await signIn(page, '/admin/redirects', 'Redirects');
  // Searched by the server through the address, as a plain form (it works without JavaScript).
  await page.getByRole('searchbox', { name: 'Search redirects' }).fill(bulk);
  await page.getByRole('searchbox', { name: 'Search redirects' }).press('Enter');
  await expect(page.getByText('2 redirects found')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe(bulk);
  // In the order a person reads the numbers: 2 before 10.
  await expect(rows(page).filter({ hasText: bulk }).first()).toContainText(`${bulk}-2`);
  await expect(rows(page).filter({ hasText: bulk }).last()).toContainText(`${bulk}-10`);
  await expectNoViolations(page, 'redirects searched');
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: 'Delete Selected' })
    .click();
  await expect(page.getByText('Are you sure you want to delete 2 redirects?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('2 redirects deleted.')).toBeVisible();
  // Gone from the list (which may now be empty, and so show no search at all).
  await expect(rows(page).filter({ hasText: bulk })).toHaveCount(0);
  expect((await request.get(`${bulk}-2`, { maxRedirects: 0 })).status()).toBe(404);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByText(
      /^Redirect of \/bulk-moved-.*-(2|10), Redirect of \/bulk-moved-.*-(2|10) restored\.$/,
    ),
  ).toBeVisible();
  await expect(rows(page).filter({ hasText: bulk })).toHaveCount(2);
  const restored = await request.get(`${bulk}-2`, { maxRedirects: 0 });
  expect(restored.status()).toBe(301);
  expect(restored.headers().location).toBe('/contact');
  await owner.dispose();
});

test('three imports of 5,000 rules each keep the site answering', async ({ baseURL, request }) => {
  test.setTimeout(120_000);
  const owner = await signInAsOwner(baseURL!);
  const run = `${suffix}-bulk`;
  const durations: number[] = [];
  for (let file = 0; file < 3; file++) {
    const csv = [
      'source,target,type',
      ...Array.from({ length: 5000 }, (_, i) => `/old-${run}-${file}-${i},/blog/moved-${i},301`),
    ].join('\n');
    let importing = true;
    const started = Date.now();
    const imported = owner
      .post('/api/admin/redirects/import', {
        data: csv,
        headers: { 'content-type': 'text/csv' },
        timeout: 60_000,
      })
      .finally(() => (importing = false));
    // While the import runs, health checks and pages keep being answered.
    let checks = 0;
    while (importing) {
      const health = await request.get('/api/health', { timeout: 5_000 });
      expect(health.status()).toBe(200);
      checks++;
    }
    const response = await imported;
    durations.push(Date.now() - started);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ added: 5000, refused: 0 });
    expect(checks).toBeGreaterThan(0);
  }
  test.info().annotations.push({
    type: 'import of 5,000 rules (ms), three in a row',
    description: durations.join(', '),
  });
  const last = await request.get(`/old-${run}-2-4999`, { maxRedirects: 0 });
  expect(last.status()).toBe(301);
  expect(last.headers()['location']).toBe('/blog/moved-4999');
  // The screen sends one page of them, not 15,000 rows (3.6 MB of HTML when the browser paged).
  const screen = await owner.get(`/admin/redirects?q=${encodeURIComponent(`/old-${run}-`)}`);
  const html = await screen.text();
  expect(html).toContain('15,000 redirects found');
  expect(html).toContain(`/old-${run}-0-0<`);
  expect(html).not.toContain(`/old-${run}-2-4999<`);
  expect(html.length).toBeLessThan(400_000);
  // 15,000 rules would slow every later test's redirects screen: the rows go as an admin's
  // deletions would, and the version change tells the server to reload.
  const db = new SQLite(site.database);
  try {
    db.prepare('delete from redirects where source like ?').run(`/old-${run}-%`);
    db.prepare("update app_state set value = ? where name = 'routing_version'").run(run);
  } finally {
    db.close();
  }
  await owner.dispose();
});
