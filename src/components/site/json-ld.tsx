import { serializeJsonLd } from '@/lib/seo/json-ld';

export type JsonLdProps = {
  data: Record<string, unknown> | null | ReadonlyArray<Record<string, unknown> | null>;
};

export function JsonLd({ data }: JsonLdProps) {
  const blocks = (Array.isArray(data) ? data : [data]).filter(
    (d): d is Record<string, unknown> => d !== null,
  );
  if (blocks.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes '<', so the content cannot break out of the script element.
      dangerouslySetInnerHTML={{
        __html: serializeJsonLd(blocks.length === 1 ? blocks[0]! : blocks),
      }}
    />
  );
}
