// The contact form's service options and city pre-fill; free of zod, so pages can show the form
// before its validation code has loaded.

export const serviceOptions = [
  { value: 'seo', label: 'SEO' },
  { value: 'ppc', label: 'PPC Management' },
  { value: 'content', label: 'Content Strategy' },
  { value: 'site-speed', label: 'Site Speed Optimization' },
  { value: 'local-seo', label: 'Local SEO' },
  { value: 'ecommerce-seo', label: 'E-commerce SEO' },
  { value: 'other', label: 'Other' },
] as const;

export type ServiceOptionValue = (typeof serviceOptions)[number]['value'];

export function serviceLabel(value: string | null | undefined): string | null {
  return serviceOptions.find((o) => o.value === value)?.label ?? null;
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
