// The one canonical URL path of a page: every alternative shape maps here, and proxy.ts
// answers 301 whenever a request's path differs from it.

import { canonicalServicePath } from './service-city';

/** Lower case, no trailing slash, no repeated slashes. */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (path === '') path = '/';
  // Only plain ASCII letters are lower-cased; percent-escapes and other scripts stay as they are.
  return path.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (match) =>
    match.startsWith('%') ? match : match.toLowerCase(),
  );
}

export function canonicalPath(pathname: string): string {
  const path = normalizePath(pathname);
  return canonicalServicePath(path) ?? path;
}
