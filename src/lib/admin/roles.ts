// Who may use what. Every admin page and API route names one area; the server checks the signed-in
// user's role against it, and the navigation lists only the screens of the areas a role may use.

export const ROLES = ['owner', 'admin', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  sales: 'Sales',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including users, the account policy and backups',
  admin: 'Everything but the owner’s account and the account policy',
  editor: 'Blog, authors, content screens and redirects',
  sales: 'Enquiries, calls, quotes, insights (without revenue) and the e-mail templates',
};

/**
 * enquiries: submissions, lead settings, insights, e-mail templates.
 * content: blog, authors, services, cities, testimonials, team, FAQs, redirects, 404 log, site health.
 * site: the business details. users: team accounts and the audit log. team: the account policy.
 * account: one's own password, two-factor sign-in and sessions.
 * revenue: the money the enquiries brought (the insights' clients won and their value).
 * backups: the site's backups, which hold every account and enquiry: the owner's alone.
 */
export type Area =
  'enquiries' | 'revenue' | 'content' | 'site' | 'users' | 'team' | 'backups' | 'account';

const AREAS: Record<Role, readonly Area[]> = {
  owner: ['enquiries', 'revenue', 'content', 'site', 'users', 'team', 'backups', 'account'],
  admin: ['enquiries', 'revenue', 'content', 'site', 'users', 'account'],
  editor: ['content', 'account'],
  sales: ['enquiries', 'account'],
};

export function canUse(role: Role, area: Area): boolean {
  return AREAS[role].includes(area);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The roles a user of `role` may give: the site has one owner. */
export function assignableRoles(role: Role): Role[] {
  if (role === 'owner') return ['admin', 'editor', 'sales'];
  if (role === 'admin') return ['admin', 'editor', 'sales'];
  return [];
}
