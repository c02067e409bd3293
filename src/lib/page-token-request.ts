// The page's token (server/page-tokens): asked for once per page, when a beacon may follow, and
// shared by the page's beacons. Never part of the page's cached HTML.

/**
 * The path of this page when the site counts what happens on it: a page with a canonical URL. A
 * 404 and a prospect's own report, quote or booked call have none, and no token is asked for them
 * (the site would refuse it, and the browser would report the refusal as an error).
 */
export function measuredPagePath(): string | null {
  return document.querySelector('link[rel="canonical"]') ? window.location.pathname : null;
}

type Asked = { page: string; token: Promise<string | null>; value?: string | null };
let asked: Asked | null = null;

/** The token for `page`, asked for on the first call; null when the site gave none. */
export function askPageToken(page: string): Promise<string | null> {
  if (asked?.page === page) return asked.token;
  const entry: Asked = { page, token: Promise.resolve(null) };
  entry.token = fetch('/api/page-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page }),
    cache: 'no-store',
  })
    .then((response) => (response.ok ? (response.json() as Promise<{ token: string }>) : null))
    .then((body) => body?.token ?? null)
    .catch(() => null)
    .then((token) => {
      entry.value = token;
      // A page that got none may ask again (the network was down, or the page was just published).
      if (token === null && asked === entry) asked = null;
      return token;
    });
  asked = entry;
  return entry.token;
}

/** The token for `page` if it has arrived; undefined while it is on its way or not asked for. */
export function pageTokenIfReady(page: string): string | null | undefined {
  return asked?.page === page ? asked.value : undefined;
}
