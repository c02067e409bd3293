import 'server-only';

// The count tables (page views, bot hits) add at most so many rows a UTC day: a flood of made-up
// URLs must not grow them without bound. A batch keeps the rows the day already has, whose counts
// only grow, and as many new ones as the day's limit still allows.

export async function withinDailyLimit<T>(options: {
  rows: readonly T[];
  /** Rows the day has stored. */
  stored: number;
  limit: number;
  keyOf: (row: T) => string;
  /** The keys, among a slice of `rows`, that the day has stored: asked when the batch does not fit. */
  storedKeysIn: (some: T[]) => Promise<string[]>;
}): Promise<T[]> {
  const { rows, keyOf } = options;
  let room = options.limit - options.stored;
  if (room >= rows.length) return [...rows];
  const known = new Set<string>();
  for (const some of slices(rows, 500))
    for (const key of await options.storedKeysIn(some)) known.add(key);
  return rows.filter((row) => known.has(keyOf(row)) || room-- > 0);
}

/** Splits a list into slices of at most `size`, for inserts and IN lists of bounded length. */
export function slices<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += size) result.push(list.slice(i, i + size));
  return result;
}
