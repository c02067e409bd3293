import './zod-config';

import { z } from 'zod';

// The 404 log's Mark Resolved: a path the owner means to stay gone (an old campaign page), taken off
// the paths to resolve.
export const notFoundResolveSchema = z.object({
  path: z
    .string()
    .trim()
    .min(1, 'Give the path to mark resolved')
    .max(2048, 'The path is too long'),
});
