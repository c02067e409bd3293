import type { Metadata } from 'next';

// The <head> tags of a page's metadata (lib/seo/metadata.ts describes it), in the order and the
// forms Next.js prints them, over the site's defaults (the business's name and description).

export type SiteDefaults = { name: string; description: string; locale: string };

type Image = { url: string | URL; alt?: string; width?: number | string; height?: number | string };
type Robots = { index?: boolean; follow?: boolean; 'max-image-preview'?: string };

const asList = <T,>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function titleOf(title: Metadata['title'], name: string): string {
  if (!title) return name;
  if (typeof title === 'string') return `${title} | ${name}`;
  if ('absolute' in title && title.absolute) return title.absolute;
  return name;
}

function robotsOf(robots: Metadata['robots']): string | null {
  if (!robots || typeof robots === 'string') return robots ?? null;
  const { index, follow, 'max-image-preview': preview } = robots as Robots;
  return [
    index === undefined ? null : index ? 'index' : 'noindex',
    follow === undefined ? null : follow ? 'follow' : 'nofollow',
    preview ? `max-image-preview:${preview}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** An image's tags: its URL, then whichever of width, height and alt it has. */
const imageTags = (prefix: string, property: 'property' | 'name', images: Image[]) =>
  images.flatMap((image, i) =>
    (
      [
        ['', image.url],
        [':width', image.width],
        [':height', image.height],
        [':alt', image.alt],
      ] as const
    ).map(([part, value]) =>
      value ? (
        <meta
          key={`${prefix}${i}${part}`}
          {...{ [property]: prefix + part }}
          content={String(value)}
        />
      ) : null,
    ),
  );

export function Head({ metadata, site }: { metadata: Metadata; site: SiteDefaults }) {
  const og = (metadata.openGraph ?? {
    siteName: site.name,
    locale: site.locale,
    type: 'website',
  }) as Record<string, unknown>;
  const twitter = (metadata.twitter ?? {}) as Record<string, unknown>;
  const robots = robotsOf(metadata.robots);
  const canonical = metadata.alternates?.canonical;
  const canonicalUrl =
    typeof canonical === 'string' || canonical instanceof URL ? String(canonical) : canonical?.url;
  const property = (name: string, value: unknown) =>
    typeof value === 'string' ? <meta key={name} property={name} content={value} /> : null;
  const named = (name: string, value: unknown) =>
    typeof value === 'string' ? <meta key={name} name={name} content={value} /> : null;
  return (
    <>
      <title>{titleOf(metadata.title, site.name)}</title>
      <meta name="description" content={metadata.description ?? site.description} />
      <meta name="application-name" content={site.name} />
      {robots ? <meta name="robots" content={robots} /> : null}
      {canonicalUrl ? <link rel="canonical" href={String(canonicalUrl)} /> : null}
      {Object.entries(metadata.alternates?.types ?? {}).map(([type, href]) =>
        typeof href === 'string' ? (
          <link
            key={type}
            rel="alternate"
            type={type}
            href={canonicalUrl ? new URL(href, canonicalUrl).href : href}
          />
        ) : null,
      )}
      {property('og:title', og.title)}
      {property('og:description', og.description)}
      {property('og:url', og.url)}
      {property('og:site_name', og.siteName)}
      {property('og:locale', og.locale)}
      {imageTags('og:image', 'property', asList(og.images as Image[]))}
      {property('og:type', og.type)}
      {property('article:published_time', og.publishedTime)}
      {property('article:modified_time', og.modifiedTime)}
      {asList(og.authors as string[]).map((author) => (
        <meta key={`author-${author}`} property="article:author" content={author} />
      ))}
      {named('twitter:card', twitter.card)}
      {named('twitter:title', twitter.title)}
      {named('twitter:description', twitter.description)}
      {imageTags('twitter:image', 'name', asList(twitter.images as Image[]))}
    </>
  );
}
