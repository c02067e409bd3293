// The contact form's service options and city pre-fill; free of zod, so pages can show the form
// before its validation code has loaded. The services are the stored ones, passed in by the page.

import type { BusinessDetails } from './seo/json-ld';

export type ServiceOption = { value: string; label: string };

/** What a page's enquiry form and contact card show: the services offered and how to reach us. */
export type ContactBlock = { business: BusinessDetails; services: readonly ServiceOption[] };

export const OTHER_SERVICE: ServiceOption = { value: 'other', label: 'Other' };

/** The form's options: every service in the admin's order, then Other. */
export function serviceOptionsFrom(services: ReadonlyArray<{ slug: string; name: string }>) {
  return [...services.map((s) => ({ value: s.slug, label: s.name })), OTHER_SERVICE];
}

/**
 * How an enquiry's stored service reads in the admin: the service's name, Other, or for a
 * service deleted since, its slug in words.
 */
export function serviceDisplayName(
  value: string | null,
  options: readonly ServiceOption[],
): string {
  if (!value) return '-';
  const option = options.find((o) => o.value === value);
  if (option) return option.label;
  return value
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The spec's pre-fill: the last segment of a /services/... path, as words with capitals. */
export function cityFromPath(pathname: string): string {
  if (!pathname.startsWith('/services/')) return '';
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!last || last === 'services' || last.includes('.')) return '';
  return last
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
