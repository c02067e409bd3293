import 'server-only';

// Whether a request comes from this site's own pages. A browser says so in Sec-Fetch-Site; one too
// old to send it still sends Origin (or Referer) on a POST, whose host must be the site's.

/** The Origin (or Referer) host equals the Host. */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!host || !source) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

/** Sec-Fetch-Site is same-origin, or, when a browser sends none, the Origin is the site's. */
export function fromOwnPage(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  return site ? site === 'same-origin' : isSameOrigin(request);
}
