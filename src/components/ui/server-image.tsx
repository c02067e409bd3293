import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image's optimised <img> (srcset, sizes, lazy loading, no layout shift) drawn on the server.
 * The Image component is a client component: on a page that only shows pictures it would ship
 * about 5 KB of script to do what the HTML already does.
 */
export function ServerImage({ preload, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, preload });
  if (preload) {
    // What the Image component does for a priority image: a preload link in the document's head.
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority ?? 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} />;
}
