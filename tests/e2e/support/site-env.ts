import { adminEmail, adminPassword } from './enquiries';

// The settings every site the browser tests start runs with: the shared one on port 3100 (public
// pages, never changed by a test of the admin) and each admin spec's own (own-site.ts).

export const mailPort = Number(process.env.E2E_PORT ?? 3100) + 25;
/** Where the crawlers spec's DNS server answers reverse lookups (crawlers-admin.spec.ts). */
export const dnsPort = Number(process.env.E2E_PORT ?? 3100) + 53;

export const adminCredentials = { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword };

export function siteEnv(dataDir: string, siteUrl: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
    CONTACT_RATE_LIMIT: '50',
    CONTACT_SITE_LIMIT_PER_MINUTE: '1000',
    // The tests send enquiries as soon as their captcha is solved: no "too fast" spam here.
    CONTACT_MIN_FILL_SECONDS: '0',
    // As behind the nginx front (tests/e2e/proxy.spec.ts runs it): the tests name each visitor's
    // address in X-Forwarded-For; other loopback addresses stand for visitors.
    TRUSTED_PROXIES: '127.0.0.1',
    ...adminCredentials,
    SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
    // Asked only by a site whose crawler policy confirms crawlers (none unless a test turns it on).
    CRAWLER_DNS_SERVERS: `127.0.0.1:${dnsPort}`,
    // The free SEO audit reads the tests' fixture sites, on loopback and their own ports.
    AUDIT_ALLOW_PRIVATE_TARGETS: '1',
    // POST /api/test-hooks/flush writes the counts kept in memory (support/flush.ts).
    TEST_HOOKS: '1',
  };
}
