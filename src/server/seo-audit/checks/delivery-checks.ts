import type { CheckResult } from '@/lib/seo-audit/audit-checks';

import type { PageEvidence, SiteEvidence, SiteFile } from '../evidence';

// How the pages and the home page's own files are sent: the text's encoding declared, text
// compressed, files kept by the browser, images light enough for a phone on mobile data.

// Under this, compressing saves less than the bytes it costs to say so.
const COMPRESSIBLE_BYTES = 1024;
const A_DAY_SECONDS = 86_400;
const MAX_IMAGE_BYTES = 200 * 1024;
// A browser looks for a <meta charset> only in the first 1024 bytes of a page.
const CHARSET_SCAN_BYTES = 1024;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const isUtf8 = (charset: string) => /^utf-?8$/i.test(charset);

function charsetProblems(page: PageEvidence): { fail: string[]; warn: string[] } {
  const { header, meta, metaOffset } = page.charset;
  if (!header && !meta) return { fail: [`${page.url} declares no character encoding`], warn: [] };
  if (header && meta && header.toLowerCase() !== meta.toLowerCase())
    return {
      fail: [`${page.url}: the header says ${header}, the page says ${meta}`],
      warn: [],
    };
  const declared = header ?? meta!;
  const warn = [
    ...(isUtf8(declared) ? [] : [`${page.url} is in ${declared}, not UTF-8`]),
    ...(!header && metaOffset !== null && metaOffset >= CHARSET_SCAN_BYTES
      ? [`${page.url} declares its encoding after its first 1024 bytes (at byte ${metaOffset})`]
      : []),
  ];
  return { fail: [], warn };
}

const verdict = (
  id: CheckResult['id'],
  fail: string[],
  warn: string[],
  passed: string,
): CheckResult =>
  fail.length
    ? { id, status: 'fail', evidence: [...fail, ...warn] }
    : warn.length
      ? { id, status: 'warn', evidence: warn }
      : { id, status: 'pass', evidence: [passed] };

/** How long a file may be kept without asking again, in seconds; 0 when it may not. */
function keptFor(file: SiteFile): number {
  const control = file.headers['cache-control'] ?? '';
  if (/no-store|no-cache/i.test(control)) return 0;
  const maxAge = /(?:^|,)\s*(?:s-)?max-age=(\d+)/i.exec(control);
  if (maxAge) return Number(maxAge[1]);
  const expires = Date.parse(file.headers.expires ?? '');
  return Number.isNaN(expires) ? 0 : Math.max(0, (expires - Date.now()) / 1000);
}

export function deliveryChecks(site: SiteEvidence): CheckResult[] {
  const pages = site.pages.filter((p) => p.status === 200);
  const files = site.files.filter((file) => file.status === 200);
  const charsets = pages.map(charsetProblems);
  const text = files.filter((file) => file.kind !== 'image');
  const uncompressed = [
    ...pages.filter((p) => p.htmlBytes >= COMPRESSIBLE_BYTES && !p.headers['content-encoding']),
    ...text.filter((f) => f.bytes >= COMPRESSIBLE_BYTES && !f.headers['content-encoding']),
  ];
  const forgotten = files.filter((file) => keptFor(file) < A_DAY_SECONDS);
  const images = files.filter((file) => file.kind === 'image');
  const heavy = images.filter((image) => image.cut || image.bytes > MAX_IMAGE_BYTES);
  const largest = Math.max(0, ...images.map((image) => image.bytes));
  return [
    verdict(
      'charset',
      charsets.flatMap((c) => c.fail),
      charsets.flatMap((c) => c.warn),
      `${pages.length} pages declare UTF-8`,
    ),
    verdict(
      'compression',
      uncompressed.map(
        (f) => `${f.url} (${kb('htmlBytes' in f ? f.htmlBytes : f.bytes)}) is sent uncompressed`,
      ),
      [],
      `The pages and ${text.length} text files are sent compressed`,
    ),
    files.length === 0
      ? { id: 'caching', status: 'skip', evidence: ['The home page loads no files of its own'] }
      : verdict(
          'caching',
          [],
          forgotten.map(
            (f) =>
              `${f.url}: ${f.headers['cache-control'] ? `Cache-Control "${f.headers['cache-control']}"` : 'no Cache-Control'}`,
          ),
          `${files.length} files may be kept for a day or more`,
        ),
    images.length === 0
      ? {
          id: 'image-weight',
          status: 'skip',
          evidence: ['The home page shows no images of its own'],
        }
      : verdict(
          'image-weight',
          heavy.map((i) => `${i.url} is ${i.cut ? 'over ' : ''}${kb(i.bytes)}`),
          [],
          `${images.length} images, the largest ${kb(largest)}`,
        ),
  ];
}
