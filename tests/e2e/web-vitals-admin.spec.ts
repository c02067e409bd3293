import { expect, test, type Page } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { settle } from './support/page-scripts';
import { signIn } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';
import { requestsSoFarSeen } from './support/requests-seen';

runOnOwnSite(test, 'web-vitals-admin', 'serial');

const isBeacon = (url: string) => new URL(url).pathname === '/api/web-vitals';

/** Opens a page and waits until the collector has loaded web-vitals, once the page was idle. */
async function openMeasured(page: Page, path: string) {
  const library = page.waitForResponse(
    async (r) =>
      r.url().includes('/_next/static/') && (await r.text()).includes('largest-contentful-paint'),
  );
  await page.goto(path);
  await library;
  // The chunk has run once the next frame is drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Hides or shows the page as switching tabs or leaving it does. Headless Chromium never hides a
 * page, so the test sets the state and fires the event the way web-vitals' own tests do.
 */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

test('a page sends one beacon of its Core Web Vitals when it is hidden, and the insights show it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A visitor of its own: other tests' pages send beacons from the tests' own address too.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.71' });
  let beacons = 0;
  page.on('request', (r) => {
    if (isBeacon(r.url())) beacons++;
  });
  await openMeasured(page, '/services/seo/mumbai');
  // Nothing is sent while the page is in view.
  await page.getByRole('heading', { level: 1 }).click();
  expect(beacons).toBe(0);
  const kept = page.waitForResponse((r) => isBeacon(r.url()) && r.status() === 204);
  await setVisibility(page, 'hidden');
  await kept;
  // Back in view and hidden again: the visit has sent its one beacon.
  await setVisibility(page, 'visible');
  await page.getByRole('heading', { level: 1 }).click();
  await setVisibility(page, 'hidden');
  // A second beacon would have left as the page was hidden.
  await requestsSoFarSeen(page);
  expect(beacons).toBe(1);

  // A slow page of another visitor, straight to the API with the token its page would ask for;
  // a beacon no browser sends, refused; and forgeries: no token, or a page the site does not have.
  const slowPage = '/blog/seo-reporting-metrics-that-matter';
  const headers = {
    'x-forwarded-for': '198.51.100.72',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
    'sec-fetch-site': 'same-origin',
  };
  const askToken = (forPage: string) =>
    request.post('/api/page-token', { data: { page: forPage }, headers });
  const { token } = (await (await askToken(slowPage)).json()) as { token: string };
  const poor = { page: slowPage, lcp: 7200, inp: 640, cls: 0.31, token };
  expect((await request.post('/api/web-vitals', { data: poor, headers })).status()).toBe(204);
  const impossible = await request.post('/api/web-vitals', {
    data: { page: '/blog', lcp: 1e9 },
    headers,
  });
  expect(impossible.status()).toBe(400);
  const forged = await request.post('/api/web-vitals', {
    data: { page: '/blog/a-made-up-visit', lcp: 7200 },
    headers,
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({
    error: 'A page token is required: these come from the site’s own pages.',
  });
  expect((await askToken('/blog/a-made-up-visit')).status()).toBe(404);

  await signIn(page, '/admin/insights', 'Lead Insights');
  const section = page.getByRole('region', { name: 'Core Web Vitals from real visitors' });
  await section.scrollIntoViewIfNeeded();
  const table = section.getByRole('table', { name: 'By kind of page, all devices' });
  const city = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'City pages' }) });
  await expect(city.getByRole('cell').nth(1)).toHaveText(
    /^\d+\.\d s (Good|Needs improvement|Poor)\d+ visits?$/,
  );
  const worst = section.getByRole('table', {
    name: 'Pages with the most poor visits, all devices',
  });
  const slow = worst.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: slowPage }),
  });
  await expect(slow.getByRole('cell')).toHaveText(['1', '1 (100%)', '1', '1', '1']);
  // The forgery is counted apart, once the refusals are written (every few seconds).
  await expect(async () => {
    await page.reload();
    const refused = section.getByRole('table', { name: 'Refused and not counted, last 28 days' });
    const row = refused.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: /^Without a page token/ }),
    });
    await expect(row.getByRole('cell')).toHaveText(['1', '0'], { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectNoViolations(page, 'insights with Core Web Vitals');

  // The desktop view: this browser is a desktop; no tablet has been measured.
  await section.getByRole('link', { name: 'Tablets' }).click();
  await expect(page.getByText('No visit measured in the last 28 days on tablets.')).toBeVisible();
  // Why a page just opened is not counted yet: said whether or not there are figures.
  await expect(
    section.getByText(
      '100% of visits are measured, and a visit shows here only once its visitor closes or leaves the page',
    ),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByRole('link', { name: 'Desktops' }).click();
  await expect(
    section.getByRole('table', { name: 'By kind of page, desktops' }).getByRole('rowheader', {
      name: 'City pages',
    }),
  ).toBeVisible();
  await expectNoViolations(page, 'insights with Core Web Vitals, on a phone');
});

test('a 404 asks for no page token, so nothing is measured or reported there', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.73' });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/page-token')
      asked.push((r.postDataJSON() as { page: string }).page);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/nope', '/book-a-call/a-made-up-booking']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await settle(page);
    await setVisibility(page, 'hidden');
  }
  // The document's own 404s are the only errors.
  expect(errors).toEqual(Array(2).fill(expect.stringContaining('404')));
  await openMeasured(page, '/services/seo');
  await expect.poll(() => asked).toEqual(['/services/seo']);
});

test('the share of visits measured is a setting: at 0 the pages carry no collector', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const carriesCollector = async () =>
    (await (await request.get('/services/seo')).text()).includes('samplePercent');
  expect(await carriesCollector()).toBe(true);
  await signIn(page, '/admin/insights', 'Lead Insights');
  const form = page.getByRole('form', { name: 'Core Web Vitals sampling' });
  const share = form.getByLabel('Visits measured (%)');
  await expect(share).toHaveValue('100');
  await share.fill('150');
  await form.getByRole('button', { name: 'Save Sampling' }).click();
  await expect(form.getByText('Give a share from 0 to 100')).toBeVisible();
  await expect(share).toHaveValue('150');
  await share.fill('0');
  await form.getByRole('button', { name: 'Save Sampling' }).click();
  await expect(page.getByText('Core Web Vitals are no longer measured.')).toBeVisible();
  try {
    expect(await carriesCollector()).toBe(false);
    let beacons = 0;
    page.on('request', (r) => {
      if (isBeacon(r.url())) beacons++;
    });
    await page.goto('/services/seo');
    await page.waitForLoadState('networkidle');
    await setVisibility(page, 'hidden');
    await requestsSoFarSeen(page);
    expect(beacons).toBe(0);
  } finally {
    await page.goto('/admin/insights');
    await share.fill('100');
    await form.getByRole('button', { name: 'Save Sampling' }).click();
    await expect(page.getByText('Core Web Vitals are measured on 100% of visits.')).toBeVisible();
  }
  expect(await carriesCollector()).toBe(true);
});
