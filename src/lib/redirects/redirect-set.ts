import {
  addToTable,
  carryStar,
  compileRedirects,
  isAbsoluteUrl,
  isPrefixSource,
  locationOf,
  removeFromTable,
  resolveTarget,
  sourceMatches,
  targetPath,
  type RedirectRule,
  type RedirectTable,
  type RedirectType,
} from './redirect-table';

// The redirect manager's rules as one saved change after another sees them, in memory: a save
// costs lookups, not a pass over every rule, so an import of thousands of rows stays linear.

type RedirectChange = { source: string; target: string; type: RedirectType };

type PlannedSave =
  | { ok: true; rule: RedirectRule; repointed: RedirectRule[] }
  | { ok: false; field: 'source' | 'target'; message: string };

export class RedirectSet {
  private readonly table: RedirectTable = compileRedirects([]);
  private readonly byId = new Map<string, RedirectRule>();
  private readonly bySource = new Map<string, RedirectRule>();
  /** Rules by the path their target names, for the re-pointing of an exact source. */
  private readonly byTargetPath = new Map<string, Set<RedirectRule>>();

  constructor(
    rules: readonly RedirectRule[],
    private readonly normalize: (path: string) => string,
  ) {
    for (const rule of rules) this.add(rule);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /**
   * Adds the rule of this id, or edits it when the set holds it, one hop everywhere: the rule stores the final target of its
   * target, and older rules that pointed at its source go straight to where it leads. Refuses a
   * taken source, a loop and a gone target.
   */
  save(change: RedirectChange, id: string): PlannedSave {
    const existing = this.byId.get(id);
    const taken = this.bySource.get(change.source);
    if (taken && taken.id !== id)
      return {
        ok: false,
        field: 'source',
        message: `${change.source} already redirects to ${taken.target || '410 Gone'}.`,
      };
    if (existing) this.remove(existing);
    let target = change.target;
    if (change.type !== 410) {
      const resolved = resolveTarget(
        this.table,
        { id, source: change.source, target },
        this.normalize,
      );
      if (!resolved.ok) {
        if (existing) this.add(existing);
        return {
          ok: false,
          field: 'target',
          message:
            resolved.reason === 'loop'
              ? `This would make a loop: ${resolved.hops.join(' → ')}`
              : `The target answers 410 Gone (${resolved.hops.join(' → ')}); make this a 410 too, or choose another target.`,
        };
      }
      target = resolved.target;
    }
    const rule = this.add({ id, source: change.source, target, type: change.type });
    return { ok: true, rule, repointed: this.repointTo(rule) };
  }

  /** Older rules whose target the rule redirects now go straight to where it leads. */
  private repointTo(rule: RedirectRule): RedirectRule[] {
    const candidates = isPrefixSource(rule.source)
      ? [...this.byId.values()]
      : [...(this.byTargetPath.get(rule.source) ?? [])];
    const repointed: RedirectRule[] = [];
    for (const older of candidates) {
      if (older.id === rule.id || older.type === 410 || !older.target) continue;
      if (isAbsoluteUrl(older.target)) continue;
      const path = targetPath(older.target, this.normalize);
      if (!sourceMatches(rule.source, path)) continue;
      this.unindexTarget(older);
      if (rule.type === 410) Object.assign(older, { type: 410, target: '' });
      else {
        const location = locationOf(rule, path.slice(rule.source.length - 1));
        older.target = carryStar(older.target, { rule, location });
      }
      this.indexTarget(older);
      repointed.push(older);
    }
    return repointed;
  }

  private add(rule: RedirectRule): RedirectRule {
    const entry = addToTable(this.table, rule);
    this.byId.set(entry.id, entry);
    this.bySource.set(entry.source, entry);
    this.indexTarget(entry);
    return entry;
  }

  private remove(rule: RedirectRule): void {
    removeFromTable(this.table, rule);
    this.byId.delete(rule.id);
    this.bySource.delete(rule.source);
    this.unindexTarget(rule);
  }

  private targetKey(rule: RedirectRule): string | null {
    if (rule.type === 410 || !rule.target || isAbsoluteUrl(rule.target)) return null;
    return targetPath(rule.target, this.normalize);
  }

  private indexTarget(rule: RedirectRule): void {
    const key = this.targetKey(rule);
    if (key === null) return;
    const set = this.byTargetPath.get(key) ?? new Set();
    this.byTargetPath.set(key, set.add(rule));
  }

  private unindexTarget(rule: RedirectRule): void {
    const key = this.targetKey(rule);
    if (key !== null) this.byTargetPath.get(key)?.delete(rule);
  }
}
