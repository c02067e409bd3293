import { expect, test } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { flushCounters } from './support/flush';
import { signIn } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';
import { dnsPort } from './support/site-env';
import { startDnsServer } from '../support/dns-server';

runOnOwnSite(test, 'crawlers-admin', 'serial');

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('logged out, the crawlers screen and its API refuse', async ({ page, request }) => {
  await page.goto('/admin/crawlers');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const put = await request.put('/api/admin/crawlers', { data: {}, headers: { origin } });
  expect(put.status()).toBe(401);
});

test('the owner sees which bots read which pages, and sets what each may read in robots.txt', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A request that names Googlebot is counted for it (in memory, written now).
  expect(
    (await request.get('/services/local-seo', { headers: { 'user-agent': googlebot } })).status(),
  ).toBe(200);
  await flushCounters(request);
  await signIn(page, '/admin/crawlers', 'Crawlers and AI Bots');
  await expect(page.getByText('which anyone can forge', { exact: false })).toBeVisible();
  const hits = page.getByRole('table', { name: /Hits by bot/ });
  await expect(hits.getByRole('rowheader', { name: /Googlebot/ })).toBeVisible();
  await expect(hits.getByRole('row', { name: /Googlebot/ })).toContainText('/services/local-seo');
  await expectNoViolations(page, 'crawlers screen');

  const form = page.getByRole('form', { name: 'Crawler policy' });
  await form.getByLabel('GPTBot', { exact: true }).selectOption('none');
  await form.getByLabel('OAI-SearchBot', { exact: true }).selectOption('pages');
  await form.getByRole('button', { name: 'Add bot' }).click();
  await form.getByLabel('Name *').fill('Amazon');
  await form.getByLabel('The word its user agent says, e.g. Amazonbot *').fill('two words');
  await form.getByRole('button', { name: 'Save Crawler Policy' }).click();
  await expect(page.locator('#crawlers-custom-0-token-error')).toHaveText(
    'Give the word its user agent says, e.g. Amazonbot: letters, digits, . _ or -',
  );
  await form.getByLabel('The word its user agent says, e.g. Amazonbot *').fill('Amazonbot');
  await form.getByLabel('May read').selectOption('none');
  await form.getByLabel(/Serve \/llms\.txt/).check();
  // An IndexNow key, made by Generate, served where each notice says.
  await form.getByRole('button', { name: 'Generate' }).click();
  const key = await form.getByLabel('IndexNow key').inputValue();
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  await expectNoViolations(page, 'crawler policy, filled in');
  await form.getByRole('button', { name: 'Save Crawler Policy' }).click();
  await expect(
    page.getByText('The crawler policy is saved; robots.txt follows it now.'),
  ).toBeVisible();

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-Agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n');
  expect(robots).toContain('User-Agent: GPTBot\nDisallow: /\n');
  expect(robots).toContain(
    'User-Agent: OAI-SearchBot\nAllow: /\nDisallow: /admin\nDisallow: /api\nDisallow: /uploads/\nDisallow: /og/\nDisallow: /blog/feed.xml\nDisallow: /*?\n',
  );
  expect(robots).toContain('User-Agent: Amazonbot\nDisallow: /\n');
  expect(robots).not.toContain('User-Agent: Googlebot');
  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await llms.text();
  expect(text).toMatch(/^# RankSutra Digital\n\n> /);
  expect(text).toMatch(/\n- \[Local SEO\]\(http:\/\/127\.0\.0\.1:\d+\/services\/local-seo\): /);
  const keyFile = await request.get('/indexnow-key.txt');
  expect(keyFile.status()).toBe(200);
  expect(await keyFile.text()).toBe(key);

  // Put back: every bot allowed, no bot of its own, no /llms.txt. Chosen once the reloaded screen
  // has hydrated, or hydration could put the loaded choices back under them.
  await page.reload();
  await page.waitForFunction(() =>
    Boolean((window as { next?: { router?: unknown } }).next?.router),
  );
  await expect(form.getByLabel('GPTBot', { exact: true })).toHaveValue('none');
  await form.getByLabel('GPTBot', { exact: true }).selectOption('all');
  await form.getByLabel('OAI-SearchBot', { exact: true }).selectOption('all');
  await form.getByRole('button', { name: 'Remove bot 1' }).click();
  await form.getByLabel(/Serve \/llms\.txt/).uncheck();
  await form.getByLabel('IndexNow key').fill('');
  await form.getByRole('button', { name: 'Save Crawler Policy' }).click();
  await expect(
    page.getByText('The crawler policy is saved; robots.txt follows it now.'),
  ).toBeVisible();
  expect(await (await request.get('/robots.txt')).text()).not.toContain('GPTBot');
  expect((await request.get('/llms.txt')).status()).toBe(404);
  expect((await request.get('/indexnow-key.txt')).status()).toBe(404);
});

test('with confirmation on, a Googlebot from its own address is confirmed and a forger counted apart', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const dns = await startDnsServer(
    {
      ptr: {
        '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'],
        '203.0.113.7': ['crawl-66-249-66-1.googlebot.com.attacker.example'],
      },
      a: { 'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'] },
    },
    dnsPort,
  );
  try {
    await signIn(page, '/admin/crawlers', 'Crawlers and AI Bots');
    const form = page.getByRole('form', { name: 'Crawler policy' });
    const confirm = form.getByLabel(/Confirm Googlebot, Bingbot, YandexBot and Applebot/);
    await confirm.check();
    await form.getByRole('button', { name: 'Save Crawler Policy' }).click();
    await expect(
      page.getByText('The crawler policy is saved; robots.txt follows it now.'),
    ).toBeVisible();
    // The counter reads the policy at its next write.
    await flushCounters(request);

    const path = '/services/ppc';
    for (const address of ['66.249.66.1', '203.0.113.7', '203.0.113.7']) {
      const answer = await request.get(path, {
        headers: { 'user-agent': googlebot, 'x-forwarded-for': address },
      });
      expect(answer.status()).toBe(200);
    }
    await flushCounters(request);
    await page.reload();
    const row = page
      .getByRole('table', { name: /Hits by bot/ })
      .getByRole('row', { name: /Googlebot/ });
    // Confirmed 1; before this test, 1 not checked (the first test's); 2 from other addresses.
    await expect(row.getByRole('cell').nth(0)).toHaveText('1');
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
    await expect(row).toContainText(path);
    expect(dns.questions.filter((q) => q.startsWith('PTR'))).toHaveLength(2);
    await expectNoViolations(page, 'crawlers screen with confirmed hits');

    await confirm.uncheck();
    await form.getByRole('button', { name: 'Save Crawler Policy' }).click();
    await expect(
      page.getByText('The crawler policy is saved; robots.txt follows it now.'),
    ).toBeVisible();
  } finally {
    await dns.close();
  }
});
