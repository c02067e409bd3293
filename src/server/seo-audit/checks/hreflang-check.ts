import type { CheckResult } from '@/lib/seo-audit/audit-checks';

import type { SiteEvidence } from '../evidence';

// Pages in several languages or for several countries name each other with hreflang. Google reads
// a code as an ISO 639-1 language, optionally a script and an ISO 3166-1 country ("en-IN",
// "hi", "x-default"), and an alternate only when that page names this one back.

const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
// Codes that read as regions but are no country: "en-UK" is the classic one (Britain is GB).
const NOT_COUNTRIES = new Set(['UK', 'EU', 'UN', 'EZ', 'ZZ']);
const CODE = /^([a-z]{2})(?:-([a-z]{4}))?(?:-([a-z]{2}))?$/i;

/** Why Google would not read this hreflang code, or null when it would. */
export function hreflangCodeProblem(code: string): string | null {
  if (code.toLowerCase() === 'x-default') return null;
  const match = CODE.exec(code);
  if (!match) return 'is not a language code, nor a language and a country';
  const [, language, , region] = match;
  if (!languages.of(language!)) return `names no language ("${language}")`;
  if (region && (NOT_COUNTRIES.has(region.toUpperCase()) || !regions.of(region.toUpperCase())))
    return `names no country ("${region}"${region.toUpperCase() === 'UK' ? ': Britain is GB' : ''})`;
  return null;
}

export function hreflangCheck(site: SiteEvidence): CheckResult {
  const pages = site.pages.filter((p) => p.status === 200);
  const declaring = pages.filter((p) => p.hreflang.length > 0);
  if (declaring.length === 0)
    return {
      id: 'hreflang',
      status: 'skip',
      evidence: ['No page read names alternates in other languages'],
    };
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const problems: string[] = [];
  for (const page of declaring)
    for (const { lang, href } of page.hreflang) {
      const problem = hreflangCodeProblem(lang);
      if (problem) problems.push(`${page.url}: hreflang="${lang}" ${problem}`);
      // An alternate read too must name this page back; one not read cannot be told.
      const alternate = byUrl.get(href);
      if (alternate && alternate !== page && !alternate.hreflang.some((a) => a.href === page.url))
        problems.push(`${page.url} names ${href} (${lang}), which does not name it back`);
    }
  return problems.length === 0
    ? {
        id: 'hreflang',
        status: 'pass',
        evidence: [`${declaring.length} pages name their alternates with valid codes`],
      }
    : { id: 'hreflang', status: 'fail', evidence: [...new Set(problems)] };
}
