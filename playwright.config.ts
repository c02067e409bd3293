import { defineConfig, devices } from '@playwright/test';

import { mailPort, siteEnv } from './tests/e2e/support/site-env';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

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
  // One project: the public specs share the site on port 3100, whose database no test of the admin
  // changes; each spec that writes through the admin runs on a site of its own
  // (tests/e2e/support/own-site.ts), so specs run in any order and in parallel. global-setup.ts
  // seeds the database those sites start from and refuses a spec that breaks the rule.
  globalSetup: './tests/e2e/global-setup.ts',
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
      env: siteEnv('.e2e-data', baseURL),
    },
  ],
});
