import type { CheckResult } from '@/lib/seo-audit/audit-checks';
import { hasOpeningHours, hasPhoneNumber } from '@/lib/seo-audit/local-signals';
import {
  isLocalBusiness,
  localBusinessProblems,
  nodeProblems,
  nodesOfBlock,
  typesOf,
  type JsonLdNode,
} from '@/lib/seo/json-ld-node-rules';

import type { SiteEvidence } from '../evidence';

// The checks an Indian small business needs most: structured data that Google reads (its rules,
// lib/seo/json-ld-node-rules.ts, the same this site keeps), and what lets a local customer call,
// chat, find and visit.

export function localChecks(site: SiteEvidence): CheckResult[] {
  const pages = site.pages.filter((p) => p.status === 200);
  const problems: string[] = [];
  const nodes: JsonLdNode[] = [];
  for (const page of pages) {
    if (page.jsonLdErrors > 0)
      problems.push(`${page.url}: ${page.jsonLdErrors} JSON-LD block(s) do not parse`);
    for (const block of page.jsonLd) {
      const found = nodesOfBlock(JSON.parse(block));
      nodes.push(...found);
      for (const node of found)
        for (const problem of nodeProblems(node)) problems.push(`${page.url}: ${problem.message}`);
    }
  }
  const businesses = nodes.filter(isLocalBusiness);
  const business = businesses.find((n) => localBusinessProblems(n).length === 0);
  const home = pages[0];
  const anyPage = (test: (p: (typeof pages)[number]) => boolean) => pages.find(test);
  const phonePage = anyPage((p) => hasPhoneNumber(p.text));
  const telPage = anyPage((p) => p.telLinks.length > 0);
  return [
    nodes.length === 0 && problems.length === 0
      ? {
          id: 'structured-data',
          status: 'warn',
          evidence: ['No structured data on the pages read'],
        }
      : problems.length > 0
        ? { id: 'structured-data', status: 'fail', evidence: [...new Set(problems)] }
        : {
            id: 'structured-data',
            status: 'pass',
            evidence: [`${nodes.length} nodes: ${[...new Set(nodes.flatMap(typesOf))].join(', ')}`],
          },
    business
      ? {
          id: 'local-business',
          status: 'pass',
          evidence: [`${typesOf(business).join(',')} "${String(business.name)}"`],
        }
      : {
          id: 'local-business',
          status: 'fail',
          evidence: businesses.length
            ? localBusinessProblems(businesses[0]!).map((p) => p.message)
            : ['No LocalBusiness markup on the pages read'],
        },
    {
      id: 'phone',
      status: telPage && phonePage ? 'pass' : phonePage || telPage ? 'warn' : 'fail',
      evidence: [
        phonePage
          ? `A phone number on ${phonePage.url}`
          : 'No phone number in the text of the pages read',
        telPage ? `A tap-to-call link on ${telPage.url}: ${telPage.telLinks[0]}` : 'No tel: link',
      ],
    },
    link(
      'whatsapp',
      anyPage((p) => p.whatsappLinks.length > 0)?.whatsappLinks[0],
      'No WhatsApp link on the pages read',
    ),
    link(
      'maps',
      anyPage((p) => p.mapsLinks.length > 0)?.mapsLinks[0],
      'No Google Maps link on the pages read',
    ),
    nodes.some((n) => n.openingHoursSpecification || n.openingHours) ||
    (home && hasOpeningHours(home.text))
      ? { id: 'opening-hours', status: 'pass', evidence: ['Opening hours are given'] }
      : {
          id: 'opening-hours',
          status: 'warn',
          evidence: ['No opening hours on the home page or in the markup'],
        },
  ];
}

function link(id: 'whatsapp' | 'maps', found: string | undefined, none: string): CheckResult {
  return found
    ? { id, status: 'pass', evidence: [found] }
    : { id, status: 'fail', evidence: [none] };
}
