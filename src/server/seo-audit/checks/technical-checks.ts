import type { CheckResult } from '@/lib/seo-audit/audit-checks';

import type { SiteEvidence } from '../evidence';
import { robotsCheck, sitemapCheck } from './crawler-files-checks';

// The technical checks: how the site answers, before what it says (lib/seo-audit/audit-checks.ts
// says what each checks and why).

const GOOD_TTFB_MS = 800;
const MAX_HTML_BYTES = 500 * 1024;
const MAX_SCRIPTS = 25;
const SECURITY_HEADERS = [
  'strict-transport-security',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
] as const;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const result = (id: CheckResult['id'], failures: string[], passed: string): CheckResult =>
  failures.length > 0
    ? { id, status: 'fail', evidence: failures }
    : { id, status: 'pass', evidence: [passed] };

export function technicalChecks(site: SiteEvidence): CheckResult[] {
  const home = site.pages[0]!;
  const https = site.homeUrl.startsWith('https://');
  const results: CheckResult[] = [];
  results.push(
    result(
      'https',
      https ? [] : [`The home page is served at ${site.homeUrl}`],
      `Served at ${site.homeUrl}`,
    ),
  );
  results.push(
    site.httpToHttps === null
      ? { id: 'http-to-https', status: 'skip', evidence: ['The http address could not be read.'] }
      : result(
          'http-to-https',
          site.httpToHttps
            ? []
            : [`${site.homeUrl.replace('https:', 'http:')} does not redirect to https`],
          'http:// redirects to https://',
        ),
  );
  const hops = site.homeHops.map((hop) => `${hop.url} → ${hop.status} → ${hop.location}`);
  results.push(
    site.homeHops.length > 1
      ? { id: 'redirects', status: 'warn', evidence: hops }
      : { id: 'redirects', status: 'pass', evidence: hops.length ? hops : ['No redirect'] },
  );
  const status = result(
    'status',
    site.pages.filter((p) => p.status !== 200).map((p) => `${p.url} answers ${p.status}`),
    `${site.pages.length} pages answer 200`,
  );
  results.push(
    home.status === 200
      ? status
      : { ...status, blocker: `Google cannot list your home page: it answers ${home.status}.` },
  );
  results.push({
    id: 'ttfb',
    status: home.ttfbMs <= GOOD_TTFB_MS ? 'pass' : home.ttfbMs <= 1800 ? 'warn' : 'fail',
    evidence: [`The home page's first byte came after ${home.ttfbMs} ms`],
  });
  results.push(
    result(
      'server-html',
      site.pages.flatMap(({ url, drawnByScript: shell }) =>
        shell
          ? [
              `${url} sends ${shell.textChars} characters of text in one ${shell.root} and a script that draws the rest`,
            ]
          : [],
      ),
      'Each page read sends its content in its HTML',
    ),
  );
  results.push(
    result(
      'page-weight',
      site.pages
        .filter((p) => p.cut || p.htmlBytes > MAX_HTML_BYTES || p.scripts.count >= MAX_SCRIPTS)
        .map((p) =>
          p.cut
            ? `${p.url}: over ${mb(p.htmlBytes)} of HTML (the audit read its first ${mb(p.htmlBytes)})`
            : `${p.url}: ${kb(p.htmlBytes)} of HTML, ${p.scripts.count} scripts`,
        ),
      `The home page: ${kb(home.htmlBytes)} of HTML (${kb(home.wireBytes)} sent), ${home.scripts.count} scripts`,
    ),
  );
  results.push(robotsCheck(site));
  results.push(sitemapCheck(site));
  results.push(
    result(
      'broken-links',
      site.brokenLinks.map(
        (l) => `${l.url} answers ${l.status}, linked from ${l.from.slice(0, 3).join(', ')}`,
      ),
      'Every internal link checked answers',
    ),
  );
  results.push(
    site.redirectingLinks.length > 0
      ? {
          id: 'link-redirects',
          status: 'warn',
          evidence: site.redirectingLinks.map(
            (l) => `${l.url} redirects to ${l.to}, linked from ${l.from.slice(0, 3).join(', ')}`,
          ),
        }
      : { id: 'link-redirects', status: 'pass', evidence: ['No internal link checked redirects'] },
  );
  results.push(
    https
      ? result(
          'mixed-content',
          site.pages.flatMap((p) => p.mixedContent.map((m) => `${p.url} loads ${m}`)),
          'Nothing is loaded over http',
        )
      : { id: 'mixed-content', status: 'skip', evidence: ['The site is not served over https.'] },
  );
  // HSTS only means something over https: a site on http is told to move first (the https check).
  const missing = SECURITY_HEADERS.filter(
    (name) => !home.headers[name] && (https || name !== 'strict-transport-security'),
  );
  const framed =
    !home.headers['x-frame-options'] &&
    !/frame-ancestors/i.test(home.headers['content-security-policy'] ?? '');
  const absent = [...missing, ...(framed ? ['x-frame-options (or frame-ancestors)'] : [])];
  results.push({
    id: 'security-headers',
    status: absent.length === 0 ? 'pass' : absent.length <= 2 ? 'warn' : 'fail',
    evidence: absent.length
      ? absent.map((name) => `No ${name} header`)
      : [https ? 'All five are sent' : 'All four that apply over http are sent'],
  });
  return results;
}
