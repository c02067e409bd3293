// From enquiry to client, per landing page, city, service or source: how many enquiries came, how
// many booked a call, were sent a quote and became clients, the value won, and the conversion at
// each step. Pure, so it is tested without a database.

/** One enquiry of the period as the funnel reads it. */
export type FunnelEnquiry = {
  landing: string;
  city: string;
  service: string;
  source: string;
  calls: boolean;
  quoted: boolean;
  won: boolean;
  /** The accepted quotes' total, in paise. */
  valuePaise: number;
};

export type FunnelDimension = 'landing' | 'city' | 'service' | 'source';

export type FunnelRow = {
  key: string;
  enquiries: number;
  calls: number;
  quoted: number;
  won: number;
  valuePaise: number;
};

/** The share of `part` in `whole` in percent, whole numbers; null when there is no whole. */
export const stepRate = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 100) : null;

/** The enquiries summed per value of the dimension, the most valuable first, then the most enquiries. */
export function funnelBy(enquiries: FunnelEnquiry[], dimension: FunnelDimension): FunnelRow[] {
  const rows = new Map<string, FunnelRow>();
  for (const enquiry of enquiries) {
    const key = enquiry[dimension];
    const row = rows.get(key) ?? { key, enquiries: 0, calls: 0, quoted: 0, won: 0, valuePaise: 0 };
    row.enquiries++;
    if (enquiry.calls) row.calls++;
    if (enquiry.quoted) row.quoted++;
    if (enquiry.won) row.won++;
    row.valuePaise += enquiry.valuePaise;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.valuePaise - a.valuePaise || b.enquiries - a.enquiries || a.key.localeCompare(b.key),
  );
}
