// The redirect manager's rules, compiled for lookups from memory: an exact source, or a prefix
// (a source ending in `*`) that carries the rest of the path over to a target ending in `*`.

export const REDIRECT_TYPES = [301, 302, 410] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

export type RedirectRule = {
  id: string;
  /** The path as stored: lower case, no trailing slash; a prefix keeps its `*`. */
  source: string;
  /** A path on this site or an absolute http(s) URL; a prefix's may end in `*`. Empty for 410. */
  target: string;
  type: RedirectType;
};

type Prefix = RedirectRule & { stem: string };

export type RedirectTable = {
  exact: Map<string, RedirectRule>;
  /** Prefixes that reach past the first path segment, by that segment, longest first. */
  bySegment: Map<string, Prefix[]>;
  /** Prefixes within the first segment ('/old*'), longest first. */
  loose: Prefix[];
  size: number;
};

export type RedirectMatch = { rule: RedirectRule; location: string };

export const isPrefixSource = (source: string) => source.endsWith('*');
export const isAbsoluteUrl = (target: string) => /^https?:\/\//i.test(target);

/**
 * A full address on this site is stored as its path, so a chain through it is kept to one hop and
 * a loop back to the rule's own source is seen; any other target is kept as it is. So is one whose
 * path starts `//` (`http://site//evil.example`): as a Location, that path is another site's address.
 */
export function sitePathOf(target: string, siteOrigin: string | undefined): string {
  if (!siteOrigin || !isAbsoluteUrl(target) || !URL.canParse(target)) return target;
  const url = new URL(target);
  if (url.origin !== new URL(siteOrigin).origin || url.pathname.startsWith('//')) return target;
  return `${url.pathname}${url.search}`.replace(/%2A$/, '*');
}

const firstSegment = (path: string) => {
  const end = path.indexOf('/', 1);
  return end === -1 ? null : path.slice(1, end);
};

export function compileRedirects(rules: readonly RedirectRule[]): RedirectTable {
  const table: RedirectTable = { exact: new Map(), bySegment: new Map(), loose: [], size: 0 };
  for (const rule of rules) addToTable(table, rule);
  return table;
}

/**
 * Adds a rule in place, at a cost that does not grow with the table's prefixes of other segments;
 * the entry it returns is the one lookups find, so a later change to its target is seen at once.
 */
export function addToTable(table: RedirectTable, rule: RedirectRule): RedirectRule {
  table.size++;
  if (!isPrefixSource(rule.source)) {
    const entry = { ...rule };
    table.exact.set(rule.source, entry);
    return entry;
  }
  const prefix: Prefix = { ...rule, stem: rule.source.slice(0, -1) };
  const segment = firstSegment(prefix.stem);
  let list = table.loose;
  if (segment !== null) {
    list = table.bySegment.get(segment) ?? [];
    table.bySegment.set(segment, list);
  }
  // Longest stem first: the first prefix that takes a path is the most specific.
  const at = list.findIndex((other) => other.stem.length < prefix.stem.length);
  list.splice(at === -1 ? list.length : at, 0, prefix);
  return prefix;
}

/** Takes a rule's entry out of the table. */
export function removeFromTable(table: RedirectTable, rule: RedirectRule): void {
  if (!isPrefixSource(rule.source)) {
    if (table.exact.get(rule.source)?.id === rule.id) table.exact.delete(rule.source);
  } else {
    const segment = firstSegment(rule.source.slice(0, -1));
    const list = segment === null ? table.loose : (table.bySegment.get(segment) ?? []);
    const at = list.findIndex((other) => other.id === rule.id);
    if (at !== -1) list.splice(at, 1);
  }
  table.size--;
}

/**
 * Where a rule sends a path it matches: a prefix's target receives the rest after its `*`. A path
 * never leaves as `//host` or `/\host` (another site, to a browser), whatever the rest carried.
 */
export function locationOf(rule: RedirectRule, rest: string): string {
  const location = rule.target.endsWith('*') ? rule.target.slice(0, -1) + rest : rule.target;
  return isAbsoluteUrl(location) ? location : location.replace(/^[/\\]+/, '/');
}

/** The rule for a normalised path (lower case, no trailing slash), exact before prefix. */
export function findRedirect(
  table: RedirectTable,
  path: string,
  skipId?: string,
): RedirectMatch | undefined {
  const rule = table.exact.get(path);
  if (rule && rule.id !== skipId) return { rule, location: locationOf(rule, '') };
  const segment = firstSegment(path);
  const candidates = segment === null ? [] : (table.bySegment.get(segment) ?? []);
  for (const list of [candidates, table.loose]) {
    for (const prefix of list) {
      if (prefix.id !== skipId && path.startsWith(prefix.stem))
        return { rule: prefix, location: locationOf(prefix, path.slice(prefix.stem.length)) };
    }
  }
  return undefined;
}

/** Whether a rule's source takes in a path: the path itself, or a path under its prefix. */
export function sourceMatches(source: string, path: string): boolean {
  return isPrefixSource(source) ? path.startsWith(source.slice(0, -1)) : source === path;
}

export type ResolvedTarget =
  | { ok: true; target: string; hops: string[] }
  | { ok: false; reason: 'loop' | 'gone'; hops: string[] };

/**
 * The final target of a new or edited rule, following the table's other rules, so that every
 * chain is one hop: a loop back to the rule's own source, or a target that is gone, is refused.
 */
export function resolveTarget(
  table: RedirectTable,
  rule: Pick<RedirectRule, 'id' | 'source' | 'target'>,
  normalize: (path: string) => string,
): ResolvedTarget {
  const hops = [rule.source];
  let target = rule.target;
  for (let i = 0; i < 32; i++) {
    if (isAbsoluteUrl(target)) return { ok: true, target, hops };
    const path = targetPath(target, normalize);
    hops.push(target);
    if (sourceMatches(rule.source, path) || hops.indexOf(target) < hops.length - 1)
      return { ok: false, reason: 'loop', hops };
    const next = findRedirect(table, path, rule.id);
    if (!next) return { ok: true, target, hops };
    if (next.rule.type === 410) return { ok: false, reason: 'gone', hops };
    target = carryStar(target, next);
  }
  return { ok: false, reason: 'loop', hops };
}

/**
 * The path a target names, as the table compares paths; a target ending in `*` names its stem, kept
 * with its trailing slash ('/blog/*' -> '/blog/').
 */
export function targetPath(target: string, normalize: (path: string) => string): string {
  if (target.endsWith('*')) return target.slice(0, -1).toLowerCase();
  return normalize(target.split(/[?#]/)[0]!);
}

/** Where a target goes through a matching rule; a `*` target stays one while the rule carries it. */
export function carryStar(target: string, next: RedirectMatch): string {
  return target.endsWith('*') && next.rule.target.endsWith('*')
    ? `${next.location}*`
    : next.location;
}
