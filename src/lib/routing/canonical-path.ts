// The one canonical URL path of a page: every alternative shape maps here, and the request
// pipeline answers 301 whenever a request's path differs from it.

import { canonicalServicePath } from './service-city';

/**
 * A percent-escape of a letter, digit, `-`, `_` or `~` is that character (RFC 3986, 6.2.2.2); any
 * other escape is kept, its hex digits in upper case. `%2E` stays an escape: decoded it could make
 * a `..` segment.
 */
function decodeUnreserved(pathname: string): string {
  return pathname.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return /^[A-Za-z0-9_~-]$/.test(char) ? char : escape.toUpperCase();
  });
}

/**
 * The one form of a path that every page, redirect, counter and log compares: unreserved escapes
 * decoded, lower case, no trailing slash, no repeated slashes. Any other spelling of a page's path
 * is answered with a 301 to this one (server/pipeline/redirect.ts), so it never counts as a page of its own.
 */
export function normalizePath(pathname: string): string {
  let path = decodeUnreserved(pathname).replace(/\/{2,}/g, '/');
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
