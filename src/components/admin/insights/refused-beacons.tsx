import { formatCount } from '@/lib/utils';
import type { RefusalCount } from '@/server/queries/beacon-refusals';

import { FiguresTable } from './figures-table';

// What the site turned away instead of counting (server/page-tokens/beacon-vouch.ts): a page's
// measurement or press counts only with the token the site gave that visit.
const reasonLabels: Record<string, string> = {
  'no-token': 'Without a page token: not sent by a page of the site',
  'bad-token': 'With a forged or damaged page token',
  'other-page': 'With a token issued for another page',
  'other-network': 'With a token issued to another connection',
  expired: 'With an expired token (a page left open over 4 hours)',
  used: 'Sent again with a token already used',
  'cross-site': 'From another site, or a program that is not a browser on the site',
  'over-limit': 'Over one network’s hourly limit',
};

export function RefusedBeacons({ refusals, days }: { refusals: RefusalCount[]; days: number }) {
  const reasons = [...new Set(refusals.map((r) => r.reason))];
  const count = (reason: string, kind: RefusalCount['kind']) =>
    refusals.find((r) => r.reason === reason && r.kind === kind)?.count ?? 0;
  if (reasons.length === 0)
    return (
      <p className="mt-6 text-sm text-muted-foreground">
        Nothing refused in the last {days} days: every measurement and press came from a page of the
        site with its token.
      </p>
    );
  return (
    <FiguresTable
      label="Refused, not counted, table"
      caption={`Refused and not counted, last ${days} days`}
      className="mt-6"
      columns={[
        'Why',
        'Measurements',
        <abbr key="presses" title="Presses of the WhatsApp and call buttons">
          Presses
        </abbr>,
      ]}
      rows={reasons.map((reason) => ({
        key: reason,
        header: reasonLabels[reason] ?? reason,
        cells: [
          formatCount(count(reason, 'web-vitals')),
          formatCount(count(reason, 'contact-click')),
        ],
      }))}
    />
  );
}
