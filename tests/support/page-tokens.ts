import { normalizePath } from '@/lib/routing/canonical-path';
import { clientAddressKey } from '@/server/http/client-address';
import { issuePageToken } from '@/server/page-tokens/page-token';

// Beacons as the site's own pages send them: same-origin, each with a fresh page token for its page
// and the client's network, signed with the tests' key.

const testTokenKey = 'page-token-key-for-tests';
export const tokenKey = () => Promise.resolve(testTokenKey);

export function tokenFor(page: string, headers: Record<string, string>, issuedAt = new Date()) {
  const network = clientAddressKey(new Headers(headers));
  return issuePageToken(testTokenKey, normalizePath(page), network, issuedAt);
}

/** The body with its page's token, and the headers with Sec-Fetch-Site: same-origin. */
export function fromOwnPage(
  body: unknown,
  headers: Record<string, string>,
  issuedAt?: Date,
): { body: unknown; headers: Record<string, string> } {
  const vouched = { 'sec-fetch-site': 'same-origin', ...headers };
  if (typeof body !== 'object' || body === null || !('page' in body) || 'token' in body)
    return { body, headers: vouched };
  const token = tokenFor(String(body.page), headers, issuedAt);
  return { body: { ...body, token }, headers: vouched };
}
