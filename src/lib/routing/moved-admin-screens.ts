// Admin screens that moved, so a bookmark or an old mail's link still opens them: each answers 301
// to its new address with the query kept.

/** The enquiry list's filters: the list was the dashboard's before it had a screen of its own. */
const ENQUIRY_LIST_PARAMS = ['q', 'status', 'service', 'date', 'page'];

/** The new address of a moved admin screen (with `query`, '' or '?...'); undefined when none. */
export function movedAdminScreen(pathname: string, query: string): string | undefined {
  if (pathname === '/admin/leads') return `/admin/enquiries/settings${query}`;
  if (pathname !== '/admin' || !query) return undefined;
  const params = new URLSearchParams(query);
  return ENQUIRY_LIST_PARAMS.some((name) => params.has(name))
    ? `/admin/enquiries${query}`
    : undefined;
}
