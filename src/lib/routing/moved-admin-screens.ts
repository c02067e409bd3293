// Admin screens that moved, so a bookmark or an old mail's link still opens them: each answers 301
// to its new address with the query kept.

/** The enquiry list's filters: the list was the dashboard's before it had a screen of its own. */
const ENQUIRY_LIST_PARAMS = ['q', 'status', 'service', 'date', 'page'];

/** Screens renamed, old address to new. */
const RENAMED: Record<string, string> = {
  '/admin/leads': '/admin/enquiries/settings',
  // "Audit" is the prospect's SEO audit; the log of admin changes is the audit log.
  '/admin/audit': '/admin/audit-log',
  // "Team" is the team's accounts; the contact page's people are the leadership.
  '/admin/team': '/admin/leadership',
  // One name for the call booking: "calls" were also the visitors' taps on the phone number.
  '/admin/calls': '/admin/call-bookings',
  '/admin/calls/availability': '/admin/call-bookings/availability',
};

/** The new address of a moved admin screen (with `query`, '' or '?...'); undefined when none. */
export function movedAdminScreen(pathname: string, query: string): string | undefined {
  const renamed = RENAMED[pathname];
  if (renamed) return `${renamed}${query}`;
  if (pathname !== '/admin' || !query) return undefined;
  const params = new URLSearchParams(query);
  return ENQUIRY_LIST_PARAMS.some((name) => params.has(name))
    ? `/admin/enquiries${query}`
    : undefined;
}
