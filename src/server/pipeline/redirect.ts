import { findRedirect, type RedirectMatch } from '@/lib/redirects/redirect-table';
import { canonicalPath, normalizePath } from '@/lib/routing/canonical-path';
import { listPageRedirect } from '@/lib/routing/list-params';
import { movedAdminScreen } from '@/lib/routing/moved-admin-screens';
import { routing } from '@/lib/routing/routing-store';

import { countRedirectHit } from '../redirects/redirect-hits';

// Step 3 of the request pipeline (index.ts): every redirect a GET or HEAD request can get, from
// memory (lib/routing/routing-store.ts), before Next.js renders anything. In this order:
//  1. the redirect manager's rules (301, 302, 410): a redirect wins over a page that exists;
//  2. the old URL of a renamed city or author, in one hop;
//  3. the one canonical URL of a page: one path form, the spec's URL shapes of a service in a
//     city, renamed services (lib/routing/canonical-path.ts);
//  4. the canonical query string of a list page, and an internal list path to its public URL;
//  and, apart from these, an admin screen that moved (never cached: the admin is private).

export type RedirectAnswer =
  | { status: 301 | 302; location: string; cacheControl: string }
  | { status: 410; cacheControl: string };

// Short-lived, so a changed or deleted redirect or an undone rename is seen soon.
const SHORT = 'public, max-age=300';

/** Paths no redirect of the site's pages applies to: the admin, the API, Next's own files. */
const NOT_PUBLIC = /^\/(admin|admin-invite|api|_next)(\/|$)/;
/** Not canonicalised: Next's files, the API, and the files of public/ with fixed names. */
const NOT_A_PAGE =
  /^\/(_next\/|api\/|favicon\.ico|icon\.svg|apple-icon\.png|images\/|og-image\.png|logo\.png)/;

/** The redirect manager's rule for a request's path, counted as a hit; undefined when none. */
export function matchRedirect(pathname: string): RedirectMatch | undefined {
  const table = routing().redirects;
  if (table.size === 0) return undefined;
  const match = findRedirect(table, normalizePath(pathname));
  if (match) countRedirectHit(match.rule.id);
  return match;
}

const SERVICE_CITY = /^\/services\/([^/]+)\/([^/]+)$/;
const AUTHOR = /^\/author\/([^/]+)$/;

/** The current URL of a page whose city or author was renamed; else undefined. */
export function renamedPath(pathname: string): string | undefined {
  const { city, author } = routing().renamed;
  if (city.size + author.size === 0) return undefined;
  const path = canonicalPath(pathname);
  const serviceCity = SERVICE_CITY.exec(path);
  if (serviceCity) {
    const current = city.get(serviceCity[2]!);
    return current ? `/services/${serviceCity[1]}/${current}` : undefined;
  }
  const slug = AUTHOR.exec(path)?.[1];
  const current = slug && author.get(slug);
  return current ? `/author/${current}` : undefined;
}

/** The redirect for a request, or null when it goes on to Next.js. */
export function redirectFor(method: string | undefined, url: string): RedirectAnswer | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);

  const moved = movedAdminScreen(pathname, query);
  if (moved) return { status: 301, location: moved, cacheControl: 'no-store' };

  if (!NOT_PUBLIC.test(pathname)) {
    const match = matchRedirect(pathname);
    if (match?.rule.type === 410) return { status: 410, cacheControl: SHORT };
    if (match) {
      const location = match.location + (match.location.includes('?') ? '' : query);
      // A 302 is not kept at all.
      const cacheControl = match.rule.type === 301 ? SHORT : 'no-store';
      return { status: match.rule.type, location, cacheControl };
    }
    const renamed = renamedPath(pathname);
    if (renamed) return { status: 301, location: renamed + query, cacheControl: SHORT };
  }

  if (NOT_A_PAGE.test(pathname)) return null;
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname)
    return { status: 301, location: canonical + query, cacheControl: SHORT };
  const list = listPageRedirect(pathname, new URLSearchParams(query));
  return list ? { status: 301, location: list, cacheControl: SHORT } : null;
}
