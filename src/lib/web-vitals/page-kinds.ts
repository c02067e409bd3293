// What a measured visit is grouped by: the page's template, read from its path, and the class of
// device, read from its user agent as CrUX groups them (phone, tablet, desktop).

export const PAGE_TEMPLATES = ['home', 'service', 'city', 'post', 'list', 'other'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export const pageTemplateLabels: Record<PageTemplate, string> = {
  home: 'Home page',
  service: 'Service pages',
  city: 'City pages',
  post: 'Blog posts',
  list: 'Lists (services, blog, locations, authors)',
  other: 'Other pages',
};

const LISTS = /^\/(?:services|blog|locations(?:\/[^/]+)?|author\/[^/]+)$/;

/** The template of a public path (no query), as the site's routes render it. */
export function pageTemplateOf(path: string): PageTemplate {
  if (path === '/') return 'home';
  if (LISTS.test(path)) return 'list';
  if (/^\/services\/[^/]+$/.test(path)) return 'service';
  if (/^\/services\/[^/]+\/[^/]+$/.test(path)) return 'city';
  if (/^\/blog\/[^/]+$/.test(path)) return 'post';
  return 'other';
}

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const deviceLabels: Record<DeviceClass, string> = {
  phone: 'Phones',
  tablet: 'Tablets',
  desktop: 'Desktops',
};

/** A tablet says iPad or Tablet (or Android without Mobile); a phone says Mobi or iPhone. */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|Kindle|Silk/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod/i.test(userAgent)) return 'phone';
  if (/Android/i.test(userAgent)) return 'tablet';
  return 'desktop';
}
