import { PAGE_TEMPLATES, type DeviceClass, type PageTemplate } from './page-kinds';
import { bucketEdges, summarizeBuckets, VITALS, type Vital, type VitalSummary } from './vitals';

// The insights screen's table: per page template, each metric's 75th percentile and assessment,
// from the stored bucket counts of one device class or of all.

export type StoredBucket = {
  template: PageTemplate;
  device: DeviceClass;
  metric: Vital;
  bucket: number;
  visits: number;
};

export type TemplateVitals = {
  template: PageTemplate;
  /** The most visits any one metric was measured on (INP needs an interaction, so has fewer). */
  visits: number;
  vitals: Record<Vital, VitalSummary | null>;
};

/** Templates with at least one measured visit, in the order of PAGE_TEMPLATES. */
export function templateVitals(
  buckets: readonly StoredBucket[],
  device: DeviceClass | 'all',
): TemplateVitals[] {
  const counts = new Map<string, number[]>();
  for (const row of buckets) {
    if (device !== 'all' && row.device !== device) continue;
    if (row.bucket < 0 || row.bucket > bucketEdges[row.metric].length) continue;
    const key = `${row.template}|${row.metric}`;
    const list = counts.get(key) ?? new Array<number>(bucketEdges[row.metric].length + 1).fill(0);
    list[row.bucket] = (list[row.bucket] ?? 0) + row.visits;
    counts.set(key, list);
  }
  return PAGE_TEMPLATES.flatMap((template) => {
    const vitals = Object.fromEntries(
      VITALS.map((vital) => [
        vital,
        summarizeBuckets(vital, counts.get(`${template}|${vital}`) ?? []),
      ]),
    ) as Record<Vital, VitalSummary | null>;
    const visits = Math.max(...VITALS.map((vital) => vitals[vital]?.visits ?? 0));
    return visits > 0 ? [{ template, visits, vitals }] : [];
  });
}
