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
import { cn, countOf } from '@/lib/utils';
import { VITALS_DAYS, type WebVitalsInsights } from '@/server/admin/insights/load-web-vitals';

import { ScrollingTableBox } from '../admin-table-head';
import { StatusBadge } from '../status-badge';
import { WebVitalsSamplingForm } from './web-vitals-sampling-form';

const cell = 'px-3 py-1.5';
const number = (n: number) => n.toLocaleString('en-IN');
const short: Record<Vital, string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS' };

function VitalCell({ vital, summary }: { vital: Vital; summary: VitalSummary | null }) {
  if (!summary) return <td className={`${cell} text-right text-muted-foreground`}>-</td>;
  return (
    <td className={`${cell} text-right whitespace-nowrap`}>
      <span className="font-medium">
        {summary.over ? 'over ' : ''}
        {formatVital(vital, summary.p75)}
      </span>{' '}
      <StatusBadge status={summary.rating} label={ratingLabels[summary.rating]} />
      <span className="block text-xs text-muted-foreground">
        {countOf(summary.visits, 'visit', 'visits')}
      </span>
    </td>
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
      <DeviceLinks current={data.device} period={props.period} />
      {data.templates.length > 0 ? (
        <ScrollingTableBox label="Core Web Vitals by kind of page, table" className="mt-4">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold">
              By kind of page,{' '}
              {data.device === 'all' ? 'all devices' : deviceLabels[data.device].toLowerCase()}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  Pages
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Visits
                </th>
                {VITALS.map((vital) => (
                  <th key={vital} scope="col" className={`${cell} text-right`}>
                    <abbr title={vitalNames[vital]}>{short[vital]}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.templates.map((row) => (
                <tr key={row.template}>
                  <th scope="row" className={`${cell} min-w-40 font-normal`}>
                    {pageTemplateLabels[row.template]}
                  </th>
                  <td className={`${cell} text-right`}>{number(row.visits)}</td>
                  {VITALS.map((vital) => (
                    <VitalCell key={vital} vital={vital} summary={row.vitals[vital]} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTableBox>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">
          {data.samplePercent === 0
            ? 'Not measured: the share of visits measured is 0.'
            : `No visit measured in the last ${VITALS_DAYS} days${data.device === 'all' ? '' : ` on ${deviceLabels[data.device].toLowerCase()}`}. A visit is measured when its page is closed or left.`}
        </p>
      )}
      {data.worstPages.length > 0 ? <WorstPages pages={data.worstPages} /> : null}
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
    <ScrollingTableBox label="Pages with the most poor visits, table" className="mt-6">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">
          Pages with the most poor visits, all devices
        </caption>
        <thead>
          <tr>
            {['Page', 'Visits', 'Poor visits', 'Poor LCP', 'Poor INP', 'Poor CLS'].map((c, i) => (
              <th key={c} scope="col" className={`${cell} ${i ? 'text-right' : ''}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.path}>
              <th scope="row" className={`${cell} min-w-40 font-normal break-all`}>
                {page.path}
              </th>
              <td className={`${cell} text-right`}>{number(page.visits)}</td>
              <td className={`${cell} text-right`}>
                {number(page.poorVisits)} ({Math.round((page.poorVisits / page.visits) * 100)}%)
              </td>
              {VITALS.map((vital) => (
                <td key={vital} className={`${cell} text-right`}>
                  {number(page.poor[vital])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTableBox>
  );
}
