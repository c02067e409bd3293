import Link from 'next/link';

import { DEVICE_CLASSES, deviceLabels, pageTemplateLabels } from '@/lib/web-vitals/page-kinds';
import {
  formatVital,
  ratingLabels,
  VITALS,
  vitalNames,
  vitalThresholds,
  type Vital,
  type VitalSummary,
} from '@/lib/web-vitals/vitals';
import { cn, countOf, formatCount } from '@/lib/utils';
import { VITALS_DAYS, type WebVitalsInsights } from '@/server/admin/insights/load-web-vitals';

import { StatusBadge } from '../status-badge';
import { FiguresTable } from './figures-table';
import { RefusedBeacons } from './refused-beacons';
import { WebVitalsSamplingForm } from './web-vitals-sampling-form';

const short: Record<Vital, string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS' };

/** A metric's p75 and assessment; the badge goes under the figure where the column is narrow. */
function VitalFigure({ vital, summary }: { vital: Vital; summary: VitalSummary | null }) {
  if (!summary) return <span className="text-muted-foreground">-</span>;
  return (
    <>
      <span className="font-medium whitespace-nowrap">
        {summary.over ? 'over ' : ''}
        {formatVital(vital, summary.p75)}
      </span>{' '}
      <StatusBadge status={summary.rating} label={ratingLabels[summary.rating]} />
      <span className="block text-xs whitespace-nowrap text-muted-foreground">
        {countOf(summary.visits, 'visit', 'visits')}
      </span>
    </>
  );
}

function DeviceLinks({ current, period }: { current: string; period: string }) {
  const href = (device: string) =>
    `/admin/insights?${new URLSearchParams({ period, ...(device === 'all' ? {} : { device }) })}#web-vitals`;
  return (
    <nav aria-label="Device class" className="mt-3 flex flex-wrap gap-2 text-sm">
      {(['all', ...DEVICE_CLASSES] as const).map((device) => (
        <Link
          key={device}
          href={href(device)}
          aria-current={device === current ? 'page' : undefined}
          className={cn(
            'rounded-md border border-border px-2.5 py-1',
            device === current ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
          )}
        >
          {device === 'all' ? 'All devices' : deviceLabels[device]}
        </Link>
      ))}
    </nav>
  );
}

/** p75 LCP, INP and CLS per page template over 28 days, the worst pages, and the sampling. */
export function WebVitalsSection(props: {
  data: WebVitalsInsights;
  period: string;
  mayChangeSampling: boolean;
}) {
  const { data } = props;
  const thresholds = VITALS.map((vital) => {
    const { good, poor } = vitalThresholds[vital];
    return `${short[vital]} (${vitalNames[vital]}) good up to ${formatVital(vital, good)}, poor over ${formatVital(vital, poor)}`;
  }).join('; ');
  return (
    <section aria-labelledby="web-vitals" className="rounded-lg border border-border bg-card p-5">
      <h2 id="web-vitals" className="text-lg font-semibold">
        Core Web Vitals from real visitors
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The 75th percentile of the last {VITALS_DAYS} days&apos; visits, measured in their browsers,
        per kind of page. Google&apos;s thresholds: {thresholds}. A kind of page is good when 75% of
        its visits are good, poor when more than 25% are poor.
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {data.samplePercent === 0
          ? 'No visit is measured now (the share below is 0).'
          : `${data.samplePercent}% of visits are measured, and a visit shows here only once its visitor closes or leaves the page: a page open now is not counted yet.`}
      </p>
      <DeviceLinks current={data.device} period={props.period} />
      {data.templates.length > 0 ? (
        <FiguresTable
          label="Core Web Vitals by kind of page, table"
          caption={`By kind of page, ${data.device === 'all' ? 'all devices' : deviceLabels[data.device].toLowerCase()}`}
          columns={[
            'Pages',
            'Visits',
            ...VITALS.map((vital) => (
              <abbr key={vital} title={vitalNames[vital]}>
                {short[vital]}
              </abbr>
            )),
          ]}
          rows={data.templates.map((row) => ({
            key: row.template,
            header: pageTemplateLabels[row.template],
            cells: [
              formatCount(row.visits),
              ...VITALS.map((vital) => (
                <VitalFigure key={vital} vital={vital} summary={row.vitals[vital]} />
              )),
            ],
          }))}
        />
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">
          {data.samplePercent === 0
            ? 'Not measured: the share of visits measured is 0.'
            : `No visit measured in the last ${VITALS_DAYS} days${data.device === 'all' ? '' : ` on ${deviceLabels[data.device].toLowerCase()}`}.`}
        </p>
      )}
      {data.worstPages.length > 0 ? <WorstPages pages={data.worstPages} /> : null}
      <RefusedBeacons refusals={data.refusals} days={VITALS_DAYS} />
      {props.mayChangeSampling ? (
        <div className="mt-6 border-t border-border pt-4">
          <WebVitalsSamplingForm values={{ sample_percent: data.samplePercent }} />
        </div>
      ) : null}
    </section>
  );
}

function WorstPages({ pages }: { pages: WebVitalsInsights['worstPages'] }) {
  return (
    <FiguresTable
      label="Pages with the most poor visits, table"
      caption="Pages with the most poor visits, all devices"
      className="mt-6"
      columns={['Page', 'Visits', 'Poor visits', 'Poor LCP', 'Poor INP', 'Poor CLS']}
      rows={pages.map((page) => ({
        key: page.path,
        header: page.path,
        cells: [
          formatCount(page.visits),
          <span key="poor" className="whitespace-nowrap">
            {formatCount(page.poorVisits)} ({Math.round((page.poorVisits / page.visits) * 100)}%)
          </span>,
          ...VITALS.map((vital) => formatCount(page.poor[vital])),
        ],
      }))}
    />
  );
}
