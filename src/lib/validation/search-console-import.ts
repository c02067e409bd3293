import './zod-config';

import { z } from 'zod';

// The date range of a Search Console export, as the insights screen's import form asks for it:
// one schema for the form and for POST /api/admin/search-console.

const day = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Give the ${what} date`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `Give the ${what} date`);

export const searchConsoleRangeSchema = z
  .object({ since: day('first'), until: day('last') })
  .refine((range) => range.since <= range.until, {
    path: ['until'],
    message: 'The last date must not be before the first',
  })
  .refine((range) => range.until <= new Date().toISOString().slice(0, 10), {
    path: ['until'],
    message: 'The last date cannot be in the future',
  });

export type SearchConsoleRange = z.infer<typeof searchConsoleRangeSchema>;
