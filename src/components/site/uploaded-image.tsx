import type { ImageProps } from 'next/image';

import { ServerImage } from '@/components/ui/server-image';
import { loadImageAlt } from '@/server/image-alts';

/**
 * An image that says something (a post's picture, a city's, a portrait): its alt text is the one
 * the owner wrote for it in the media library, else `alt`, said from its record.
 */
export async function UploadedImage(props: ImageProps & { src: string; alt: string }) {
  const written = await loadImageAlt(props.src);
  return <ServerImage {...props} alt={written || props.alt} />;
}
