import { formatLongDateTime } from '@/lib/dates';
import { fileSize } from '@/lib/file-size';
import type { MediaItem } from '@/server/queries/media';

/** How an image is named to a person: its alt text, else the file it came from, else its date. */
export const describeImage = (image: MediaItem) =>
  image.alt
    ? `the image "${image.alt}"`
    : image.originalName
      ? `the image ${image.originalName}`
      : `the image uploaded ${formatLongDateTime(image.createdAt)}`;

/** '1,600 × 900 px, 245 KB'. */
export const imageSize = (image: Pick<MediaItem, 'width' | 'height' | 'bytes'>) =>
  image.width && image.height
    ? `${image.width.toLocaleString('en-IN')} × ${image.height.toLocaleString('en-IN')} px, ${fileSize(image.bytes)}`
    : fileSize(image.bytes);
