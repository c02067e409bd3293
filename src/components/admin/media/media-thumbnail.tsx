/** A library image's thumbnail: the upload itself, lazily loaded; its text is beside it. */
export function MediaThumbnail({ url, className }: { url: string; className: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the upload itself
  return <img src={url} alt="" loading="lazy" className={`${className} rounded object-cover`} />;
}
