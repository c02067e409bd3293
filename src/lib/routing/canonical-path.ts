// The one canonical shape of a page path: lower case, no trailing slash, no repeated slashes.
// Service and city aliases are added by the routing of the services issue.

export function canonicalPath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (path === '') path = '/';
  // Only plain ASCII letters are lower-cased; percent-escapes and other scripts stay as they are.
  return path.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (match) =>
    match.startsWith('%') ? match : match.toLowerCase(),
  );
}
