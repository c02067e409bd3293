// The admin's screens, grouped by what the owner does there. The navigation shows the groups and
// screens a role may use (roles.ts); every page checks the role again on the server.

import { canUse, type Area, type Role } from './roles';

/** `shows`: what the screen loads, as its load error names it ('the cities'). */
export type AdminScreen = { href: string; label: string; area: Area; shows: string };
/** A group without a label holds the screens every role starts from. */
export type AdminScreenGroup = { label: string | null; screens: AdminScreen[] };

const screen = (href: string, label: string, area: Area, shows: string): AdminScreen => ({
  href,
  label,
  area,
  shows,
});

export const adminNavigation: readonly AdminScreenGroup[] = [
  // What needs attention today, for every role.
  { label: null, screens: [screen('/admin', 'Dashboard', 'account', 'the dashboard')] },
  {
    label: 'Enquiries',
    screens: [
      screen('/admin/enquiries', 'Enquiries', 'enquiries', 'the enquiries'),
      screen('/admin/clients', 'Clients', 'enquiries', 'the clients'),
      screen('/admin/call-bookings', 'Call Bookings', 'enquiries', 'the call bookings'),
      screen(
        '/admin/call-bookings/availability',
        'Call Availability',
        'enquiries',
        'the call availability',
      ),
      screen('/admin/insights', 'Insights', 'enquiries', 'the insights'),
      screen('/admin/enquiries/settings', 'Enquiry Settings', 'enquiries', 'the enquiry settings'),
    ],
  },
  {
    label: 'Content',
    screens: [
      screen('/admin/blog', 'Blog', 'content', 'blog posts'),
      screen('/admin/case-studies', 'Case Studies', 'content', 'the case studies'),
      screen('/admin/services', 'Services', 'content', 'the services'),
      screen('/admin/cities', 'Cities', 'content', 'the cities'),
      screen('/admin/authors', 'Authors', 'content', 'the authors'),
      screen('/admin/media', 'Media Library', 'content', 'the media library'),
      screen('/admin/testimonials', 'Testimonials', 'content', 'the testimonials'),
      screen('/admin/leadership', 'Leadership Team', 'content', 'the leadership team'),
      screen('/admin/faqs', 'FAQs', 'content', 'the questions'),
      screen('/admin/trash', 'Trash', 'content', 'the trash'),
    ],
  },
  {
    label: 'Search',
    screens: [
      screen('/admin/redirects', 'Redirects', 'content', 'the redirects'),
      screen('/admin/not-found', '404 Log', 'content', 'the 404 log'),
      screen('/admin/health', 'Site Health', 'content', 'the site-health report'),
    ],
  },
  {
    label: 'Site',
    screens: [
      screen('/admin/settings', 'Settings', 'site', 'the settings'),
      screen('/admin/mail', 'Mail', 'site', 'the mail settings'),
      screen('/admin/backups', 'Backups', 'backups', 'the backups'),
      screen('/admin/crawlers', 'Crawlers and AI Bots', 'site', 'the crawler hits'),
    ],
  },
  {
    label: 'Access',
    screens: [
      screen('/admin/users', 'Users', 'users', 'the users'),
      screen('/admin/audit-log', 'Audit Log', 'users', 'the audit log'),
    ],
  },
];

/** The groups and screens a role may use; a group with none of them is left out. */
export function navigationFor(role: Role): AdminScreenGroup[] {
  return adminNavigation
    .map((group) => ({ ...group, screens: group.screens.filter((s) => canUse(role, s.area)) }))
    .filter((group) => group.screens.length > 0);
}

/** The screen a path belongs to: the longest screen path it is or starts with. */
export function currentScreen(pathname: string): string | undefined {
  return adminNavigation
    .flatMap((group) => group.screens.map((s) => s.href))
    .filter((href) => pathname === href || (href !== '/admin' && pathname.startsWith(`${href}/`)))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * What an admin screen that failed to load says: what it shows (the blog's words are the spec's),
 * or for a screen outside the navigation, that it could not be loaded.
 */
export function loadErrorMessage(pathname: string): string {
  const href = currentScreen(pathname);
  const found = adminNavigation.flatMap((group) => group.screens).find((s) => s.href === href);
  if (!found || found.href === '/admin')
    return 'This screen could not be loaded. Please try again.';
  return `Failed to load ${found.shows}. Please try again later.`;
}
