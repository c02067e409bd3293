import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const mailPort = port + 25;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two workers share the machine with the server: a test of a few screens and axe runs can take
  // over the default 30 s without anything being wrong. Speed is measured in benchmarks instead.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore:
        /(blog-admin|post-editor|cities-admin|authors-admin|ordered-lists-admin|services-admin|settings-admin|redirects-admin|health-admin|enquiries-admin|crawlers-admin|web-vitals-admin|access-control|team-accounts|sign-in-throttle)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Publishes and deletes posts, which the public tests count: it runs after them.
      name: 'blog-admin',
      testMatch: /blog-admin\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Schedules, revises and conflicts over posts; apart from the blog admin, whose failure
      // tests take the posts table away for a moment.
      name: 'post-editor',
      testMatch: /post-editor\.spec\.ts/,
      dependencies: ['blog-admin'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Adds, renames and deletes cities, authors, testimonials and FAQs, which the public tests
      // count; after the blog admin, whose failure tests take tables away for a moment.
      name: 'content-admin',
      testMatch: /(cities-admin|authors-admin|ordered-lists-admin)\.spec\.ts/,
      dependencies: ['post-editor'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Adds a seventh service, which the cities admin's grid would count, changes the business
      // name every page shows, redirects /locations and stops measuring Core Web Vitals for a
      // moment: after the rest.
      name: 'services-admin',
      testMatch:
        /(services-admin|settings-admin|redirects-admin|health-admin|enquiries-admin|crawlers-admin|web-vitals-admin)\.spec\.ts/,
      dependencies: ['content-admin'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Adds users of every role and calls every admin route as each; its site-health call
      // starts a crawl, which the health admin test must not meet: after the rest.
      name: 'team',
      testMatch: /(access-control|team-accounts)\.spec\.ts/,
      dependencies: ['services-admin'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Trips the global sign-in brake, which slows every later sign-in: it runs last.
      name: 'sign-in-throttle',
      testMatch: /sign-in-throttle\.spec\.ts/,
      dependencies: ['team'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      // A real SMTP server the site mails through; the tests read what it received.
      command: `node tests/e2e/support/mail-sink.mjs ${mailPort}`,
      port: mailPort,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build with none of the site's settings and no database (it must create no
      // data folder), then npm start with a fresh embedded database, on loopback only: every test
      // that reads a canonical URL or a page's content proves that both are read at run time.
      command:
        `rm -rf .e2e-data && env -u DATA_DIR -u SITE_URL -u ADMIN_EMAIL -u ADMIN_PASSWORD npm run build` +
        ` && test ! -e .e2e-data && npm start -- -H 127.0.0.1 -p ${port}`,
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        DATA_DIR: '.e2e-data',
        SITE_URL: baseURL,
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_LEVEL: 'warn',
        CONTACT_RATE_LIMIT: '50',
        CONTACT_SITE_LIMIT_PER_MINUTE: '1000',
        // The tests send enquiries as soon as their captcha is solved: no "too fast" spam here.
        CONTACT_MIN_FILL_SECONDS: '0',
        // As behind the nginx front (tests/e2e/proxy.spec.ts runs it): the tests name each visitor's
        // address in X-Forwarded-For; other loopback addresses stand for visitors.
        TRUSTED_PROXIES: '127.0.0.1',
        ADMIN_EMAIL: 'owner@e2e.test',
        ADMIN_PASSWORD: 'e2e-admin-password-1234',
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        // POST /api/test-hooks/flush writes the counts kept in memory (tests/e2e/support/flush.ts).
        TEST_HOOKS: '1',
      },
    },
  ],
});
