import { formatCount } from '@/lib/utils';
import { PRESSES_PER_DAY } from '@/lib/validation/contact-click';
import { MEASURED_VISITS_PER_DAY } from '@/lib/validation/web-vitals';
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
  repeat: 'Again the same day, for the same page, from the same network',
  'cross-site': 'From another site, or a program that is not a browser on the site',
  'over-limit': 'Over one network’s daily limit',
};

export function RefusedBeacons({ refusals, days }: { refusals: RefusalCount[]; days: number }) {
  return (
    <>
      <p className="mt-6 text-sm text-muted-foreground">
        What these figures prove: each measurement and WhatsApp or call press came from a browser
        that opened that page of the site and was given its token, and one network (an address, or
        an IPv6 /64) counts once a page and a day, at most {MEASURED_VISITS_PER_DAY} measurements
        and {PRESSES_PER_DAY} presses a day. What they cannot prove: that a person was behind each
        one. A script opening pages from many addresses can still add a few a day from each, so read
        small numbers and sudden jumps with care; an enquiry, with its name and e-mail, is the
        firmer figure.
      </p>
      <Refused refusals={refusals} days={days} />
    </>
  );
}

function Refused({ refusals, days }: { refusals: RefusalCount[]; days: number }) {
  const reasons = [...new Set(refusals.map((r) => r.reason))];
  const count = (reason: string, kind: RefusalCount['kind']) =>
    refusals.find((r) => r.reason === reason && r.kind === kind)?.count ?? 0;
  if (reasons.length === 0)
    return (
      <p className="mt-2 text-sm text-muted-foreground">
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
