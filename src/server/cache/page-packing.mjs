// A rendered page as the route cache keeps it: its HTML, its router data and each segment's
// prefetch data compressed (Brotli, quality 4: about 0.9 ms to pack a 140 KB city page, 0.3 ms to
// unpack it), and the full-route segment, which repeats the router data byte for byte, kept once.
// A 500-city site's 3,000 city pages (350 KB each as Next hands them over) so take about 40 KB
// each, and all fit in the cache's default budget (docs/architecture.md). Plain JavaScript: the
// route cache handler loads it.
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

const QUALITY = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const SAME_AS_ROUTER_DATA = 'same-as-rscData';

const pack = (bytes) => brotliCompressSync(bytes, QUALITY);
const unpack = (bytes) => brotliDecompressSync(bytes);
const isBytes = (value) => value instanceof Uint8Array;

/** A page's value with its large parts compressed; any other kind of value as it is. */
export function packPage(value) {
  if (value?.kind !== 'APP_PAGE') return value;
  const packed = { ...value, packed: true };
  if (typeof value.html === 'string') packed.html = pack(Buffer.from(value.html, 'utf8'));
  if (isBytes(value.rscData)) packed.rscData = pack(value.rscData);
  if (value.segmentData instanceof Map) {
    packed.segmentData = new Map(
      [...value.segmentData].map(([path, bytes]) => [
        path,
        isBytes(value.rscData) && Buffer.compare(bytes, value.rscData) === 0
          ? SAME_AS_ROUTER_DATA
          : pack(bytes),
      ]),
    );
  }
  return packed;
}

/**
 * The value packPage was given, rebuilt. Its HTML is unpacked when first read: a page's answer
 * kept compressed by its version (src/renderer/response.ts) is sent without it.
 */
export function unpackPage(packed) {
  if (!packed?.packed) return packed;
  const value = { ...packed };
  delete value.packed;
  if (isBytes(packed.html)) {
    let html;
    Object.defineProperty(value, 'html', {
      enumerable: true,
      get: () => (html ??= unpack(packed.html).toString('utf8')),
    });
  }
  if (isBytes(packed.rscData)) value.rscData = unpack(packed.rscData);
  if (packed.segmentData instanceof Map) {
    value.segmentData = new Map(
      [...packed.segmentData].map(([path, bytes]) => [
        path,
        bytes === SAME_AS_ROUTER_DATA ? value.rscData : unpack(bytes),
      ]),
    );
  }
  return value;
}
