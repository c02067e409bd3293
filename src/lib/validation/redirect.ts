import './zod-config';

import { z } from 'zod';

import { isAbsoluteUrl, REDIRECT_TYPES } from '@/lib/redirects/redirect-table';
import { normalizePath } from '@/lib/routing/canonical-path';

import { lineText } from './plain-text';

// The redirect manager's form and each row of a CSV import: one schema for the browser and the
// server. Sources are stored as the site compares paths: lower case, no trailing slash.

export const SOURCE_MESSAGE =
  'Enter a path on this site, starting with /, e.g. /old-page or /old-blog/*';
export const TARGET_MESSAGE = 'Enter a path starting with / or a full http(s):// address';
const RESERVED = /^\/(admin|api|_next)(\/|\*|$)/;

/**
 * A path on this site: `//host/x` and `/\host/x` are not, since browsers take both for another
 * site's address, and no backslash is.
 */
const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

/** '/Old-Blog//Posts/*' -> '/old-blog/posts/*'; a prefix keeps the slash before its `*`. */
export function normalizeSource(raw: string): string {
  const value = raw.trim();
  if (!value.endsWith('*')) return normalizePath(value);
  const stem = value.slice(0, -1);
  const normalized = normalizePath(stem);
  return `${normalized === '/' || !stem.endsWith('/') ? normalized : `${normalized}/`}*`;
}

export const redirectSchema = z
  .object({
    source: z
      .string()
      .trim()
      .min(1, SOURCE_MESSAGE)
      .max(500, 'Please keep the source under 500 characters')
      .refine((value) => /^\/[^\s?#*]*\*?$/.test(value), SOURCE_MESSAGE)
      .refine(
        (value) => !RESERVED.test(normalizeSource(value)),
        'The admin, the API and the site’s own files cannot be redirected',
      )
      .transform(normalizeSource),
    target: z
      .string()
      .trim()
      .max(2000, 'Please keep the target under 2,000 characters')
      .refine(
        (value) =>
          value === '' ||
          isSitePath(value) ||
          (isAbsoluteUrl(value) && URL.canParse(value) && !/[\s\\]/.test(value)),
        TARGET_MESSAGE,
      ),
    type: z.union(
      REDIRECT_TYPES.map((t) => z.literal(t)),
      { message: 'Choose 301, 302 or 410' },
    ),
    note: lineText().trim().max(200, 'Please keep the note under 200 characters').default(''),
  })
  .superRefine((r, ctx) => {
    if (r.type !== 410 && r.target === '')
      ctx.addIssue({ code: 'custom', path: ['target'], message: TARGET_MESSAGE });
    if (r.target.endsWith('*') && !r.source.endsWith('*'))
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'Only a source ending in * can carry the rest of the path to a target ending in *',
      });
  })
  .transform((r) => (r.type === 410 ? { ...r, target: '' } : r));

export type RedirectInput = z.input<typeof redirectSchema>;
export type RedirectData = z.output<typeof redirectSchema>;

export const emptyRedirect: RedirectInput = { source: '', target: '', type: 301, note: '' };
