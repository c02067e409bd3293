import http from 'node:http';

import { expect, test } from '@playwright/test';

test('an unknown path answers a real 404 with the not-found page', async ({ request, page }) => {
  const response = await request.get('/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');

  const visit = await page.goto('/this/does/not-exist');
  expect(visit?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Browse Services' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'SEO in Mumbai' })).toHaveAttribute(
    'href',
    '/services/seo/mumbai',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('every response carries the security headers and no X-Powered-By', async ({ request }) => {
  for (const path of ['/', '/nope', '/robots.txt', '/sitemap.xml']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('a page runs only the inline scripts it was rendered with, from the cache or not', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.sample}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // Each cached page twice: once as rendered, once from the cache; then the pages rendered for
  // each request (booking a call, the 404 and a token page's), and the admin, which streams after
  // its shell.
  for (const path of [
    '/',
    '/',
    '/services/seo/pune',
    '/services/seo/pune',
    '/blog',
    '/contact',
    '/nope',
    '/book-a-call',
    '/free-seo-audit/report/unknown',
    '/admin',
  ]) {
    consoleErrors.length = 0;
    const answer = await page.goto(path);
    const policy = answer!.headers()['content-security-policy']!;
    expect(policy, path).toMatch(/script-src 'self'( '(sha256|nonce)-[\w+/=]+')+;/);
    expect(policy, path).not.toMatch(/script-src[^;]*unsafe/);
    if (path !== '/admin') {
      // The site's renderer: its island runtime (inline, named by its hash) starts the page's
      // scripts once the browser is idle.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              performance
                .getEntriesByType('resource')
                .some((entry) => entry.name.includes('/_next/static/islands/scripts/')),
            ),
          { message: path },
        )
        .toBe(true);
    } else {
      // React took the page over: its router is running.
      await expect
        .poll(
          () =>
            page.evaluate(() => Boolean((window as { next?: { router?: unknown } }).next?.router)),
          { message: path },
        )
        .toBe(true);
    }
    expect(await violations(), path).toEqual([]);
    // A missing page's own 404 is the one error a browser reports there.
    expect(
      consoleErrors.filter((text) => !(answer!.status() === 404 && text.includes('404'))),
      path,
    ).toEqual([]);

    // A script put into the page afterwards, as injected markup would be, does not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      return (window as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran, path).toBe(false);
    await expect.poll(violations).toHaveLength(1);
  }
});

test("the build's hashed scripts carry only the sniffing guard, not the document policies", async ({
  request,
}) => {
  const html = await (await request.get('/admin')).text();
  const chunk = /\/_next\/static\/chunks\/[\w-]+\.js/.exec(html)?.[0];
  expect(chunk).toBeDefined();
  const headers = (await request.get(chunk!)).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBeUndefined();
  expect(headers['permissions-policy']).toBeUndefined();
});

test('upper case and a trailing slash answer 301 to the canonical URL', async ({ request }) => {
  for (const [from, to] of [
    ['/Privacy-Policy/', '/privacy-policy'],
    ['/privacy-policy/', '/privacy-policy'],
    ['/PRIVACY-POLICY?ref=x', '/privacy-policy?ref=x'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(
      new URL(response.headers()['location']!, 'http://x').pathname +
        new URL(response.headers()['location']!, 'http://x').search,
    ).toBe(to);
  }
});

test('robots.txt names the sitemap and keeps crawlers out of admin and api', async ({
  request,
  baseURL,
}) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain('Disallow: /admin');
  expect(body).toContain('Disallow: /api');
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap lists the indexable pages with their own change dates', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/privacy-policy</loc>`);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
});

test('the privacy policy says what is collected, how long it is kept and how to ask for deletion', async ({
  page,
}) => {
  const response = await page.goto('/privacy-policy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  for (const heading of [
    'What we collect',
    'Why we use it',
    'How long we keep it',
    'Your rights',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Digital Personal Data Protection Act, 2023/).first()).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'hello@ranksutra.in' }).first(),
  ).toHaveAttribute('href', 'mailto:hello@ranksutra.in');
});

test('a page’s content and footer are in its HTML in reading order, not moved into place by script', async ({
  request,
}) => {
  for (const path of ['/', '/services/seo/mumbai', '/blog/technical-seo-audit-guide']) {
    const html = await (await request.get(path)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main, path).toContain('<h1');
    expect(html.indexOf('<footer'), path).toBeGreaterThan(html.indexOf('</main>'));
    // Content streamed out of order waits in a hidden div until an inline script moves it.
    expect(html, path).not.toMatch(/<div hidden id="S:\d+"><(main|footer|section|h1)/);
  }
});

test('the sitemap lists /contact, and list variants have descriptions of their own', async ({
  request,
  baseURL,
}) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain(
    `<loc>${baseURL}/contact</loc>`,
  );
  const description = async (path: string) =>
    /<meta name="description" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1];
  const author = await description('/author/priya-sharma');
  const tagged = await description('/author/priya-sharma?tag=local-seo');
  expect(tagged).toContain('Local SEO articles by Priya Sharma');
  expect(tagged).not.toBe(author);
  const blog = await description('/blog');
  expect(await description('/blog?category=seo')).not.toBe(blog);
});

test('a list page answers at its query URL with a canonical link to itself', async ({
  request,
  baseURL,
}) => {
  for (const path of ['/blog?category=seo', '/author/priya-sharma?tag=local-seo']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
  }
});

test('an idle connection is kept past Node’s 5 s, so a client’s next request is not cut', async ({
  baseURL,
}) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${baseURL}/robots.txt`, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, reused: request.reusedSocket }),
        );
      });
      request.on('error', reject);
    });
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    // Idle past the 5 s after which Node's default closes the connection (there is no event to
    // wait for: the time is what is tested).
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
