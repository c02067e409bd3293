// The admin's screens, grouped by what the owner does there. The navigation shows the groups and
// screens a role may use (roles.ts); every page checks the role again on the server.

import { canUse, type Area, type Role } from './roles';

export type AdminScreen = { href: string; label: string; area: Area };
/** A group without a label holds the screens every role starts from. */
export type AdminScreenGroup = { label: string | null; screens: AdminScreen[] };

const screen = (href: string, label: string, area: Area): AdminScreen => ({ href, label, area });

export const adminNavigation: readonly AdminScreenGroup[] = [
  // What needs attention today, and for the enquiries' roles the enquiries themselves.
  { label: null, screens: [screen('/admin', 'Dashboard', 'account')] },
  {
    label: 'Enquiries',
    screens: [
      screen('/admin/insights', 'Insights', 'enquiries'),
      screen('/admin/leads', 'Enquiry Settings', 'enquiries'),
    ],
  },
  {
    label: 'Content',
    screens: [
      screen('/admin/blog', 'Blog', 'content'),
      screen('/admin/services', 'Services', 'content'),
      screen('/admin/cities', 'Cities', 'content'),
      screen('/admin/authors', 'Authors', 'content'),
      screen('/admin/testimonials', 'Testimonials', 'content'),
      screen('/admin/team', 'Leadership Team', 'content'),
      screen('/admin/faqs', 'FAQs', 'content'),
      screen('/admin/trash', 'Trash', 'content'),
    ],
  },
  {
    label: 'Search',
    screens: [
      screen('/admin/redirects', 'Redirects', 'content'),
      screen('/admin/not-found', '404 Log', 'content'),
      screen('/admin/health', 'Site Health', 'content'),
    ],
  },
  { label: 'Site', screens: [screen('/admin/settings', 'Settings', 'site')] },
  {
    label: 'Access',
    screens: [
      screen('/admin/users', 'Users', 'users'),
      screen('/admin/audit', 'Audit Log', 'users'),
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
