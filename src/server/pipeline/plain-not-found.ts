import 'server-only';

import type { IncomingMessage, ServerResponse } from 'node:http';

import { securityHeaders } from '@/lib/security-headers';

import {
  anyPastNotFoundBudget,
  networkOf,
  pastNotFoundBudget,
} from '../not-found-log/not-found-budget';
import { postToOwnRoute } from '../runtime/internal-route';
import { isFresh, knownSitePages } from '../site-pages/site-page-memory';

// A client past its 404 budget (not-found-log/not-found-budget.ts) asking for a path that is not
// one of the site's pages gets this fixed 404, without rendering. Pages still render: a crawler
// checking many dead links still reaches every live one, and the status it reads is the same.

// A path a page could answer: not the admin's, the API's, a build file, an image or a file with an
// extension (robots.txt, sitemap.xml, the feed), which cost little to answer anyway.
const PAGE_PATH = /^\/(?!(?:admin|admin-invite|api|_next|og|uploads)(?:\/|$))(?:[^/.]+\/)*[^/.]*$/;

let asking: Promise<void> | null = null;

/** The site's pages, fresh; read by the app through its internal route when they are not. */
async function sitePages(): Promise<ReadonlySet<string>> {
  let known = knownSitePages();
  if (!isFresh(known)) {
    asking ??= postToOwnRoute('/api/internal/site-pages').finally(() => (asking = null));
    await asking;
    known = knownSitePages();
    if (!known) throw new Error('the site pages were not read');
  }
  return known.paths;
}

const PLAIN_NOT_FOUND = `<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Page Not Found</title>
</head>
<body>
<main>
<h1>Page Not Found</h1>
<p>The page you&#39;re looking for doesn&#39;t exist or has been moved.</p>
<p><a href="/">Return to Home</a> or <a href="/services">Browse Services</a>.</p>
</main>
</body>
</html>
`;

function answerPlainNotFound(request: IncomingMessage, response: ServerResponse): void {
  // Next.js adds these to the answers it sends (next.config.ts); this one it never sees.
  for (const { key, value } of securityHeaders()) response.setHeader(key, value);
  response.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'Content-Length': Buffer.byteLength(PLAIN_NOT_FOUND),
  });
  response.end(request.method === 'HEAD' ? undefined : PLAIN_NOT_FOUND);
}

/**
 * For a client past its 404 budget asking for a path that is not a page of the site: the plain
 * 404, and true. Otherwise false, and `render` goes on as for anyone (called here once the
 * site's pages are known, when they had to be read first).
 */
export function heldPastNotFoundBudget(
  request: IncomingMessage,
  response: ServerResponse,
  render: () => void,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.url ?? '/').split('?')[0]!;
  const network = anyPastNotFoundBudget() && PAGE_PATH.test(path) ? networkOf(request) : null;
  if (!network || !pastNotFoundBudget(network)) return false;
  sitePages().then(
    (pages) => (pages.has(path) ? render() : answerPlainNotFound(request, response)),
    // Whatever went wrong, the page renders as it would have.
    () => render(),
  );
  return true;
}
