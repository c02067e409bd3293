// What every admin list's address holds (?q=...&page=2), read leniently: anything malformed is left
// out rather than refused, so a hand-typed or stale link still opens the list.

export type SearchParams = Record<string, string | string[] | undefined>;

/** A parameter's first value. */
export const oneParam = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** A trimmed text parameter of at most `max` characters; undefined when empty. */
export function textParam(value: string | string[] | undefined, max: number): string | undefined {
  return oneParam(value)?.trim().slice(0, max) || undefined;
}

/** A parameter kept only when it is one of `options`' keys. */
export function keyParam<K extends string>(
  value: string | string[] | undefined,
  options: Readonly<Record<K, unknown>>,
): K | undefined {
  const key = oneParam(value);
  return key !== undefined && Object.hasOwn(options, key) ? (key as K) : undefined;
}

/** The page asked for, from 1. */
export function pageParam(value: string | string[] | undefined): number {
  const page = Number(oneParam(value));
  return Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1;
}

/** `?a=1&page=2` from the values set, in order; empty when none is. */
export function listQueryString(
  values: ReadonlyArray<[string, string | undefined]>,
  page: number,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of values) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
