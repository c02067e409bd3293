import type { Metadata } from 'next';

import { ClientFunnelSection } from '@/components/admin/insights/client-funnel';
import { ClientsNowSection } from '@/components/admin/insights/clients-now';
import { BarChart, WeeklyChart } from '@/components/admin/insights/insight-charts';
import { SearchPerformanceSection } from '@/components/admin/insights/search-performance';
import { WebVitalsSection } from '@/components/admin/insights/web-vitals-section';
import { Button } from '@/components/ui/button';
import { canUse } from '@/lib/admin/roles';
import { insightPeriods, parseInsightPeriod } from '@/lib/enquiries/insights';
import { loadClientFunnel } from '@/server/admin/insights/load-client-funnel';
import { loadClientsNow } from '@/server/admin/insights/load-clients-now';
import { loadInsights, type Insights } from '@/server/admin/insights/load-insights';
import { loadSearchPerformance } from '@/server/admin/insights/load-search-performance';
import { loadWebVitals, parseVitalsDevice } from '@/server/admin/insights/load-web-vitals';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { countOf } from '@/lib/utils';

export const metadata: Metadata = { title: 'Lead Insights' };

const counted = (rows: Insights['services']) => rows.map((r) => ({ label: r.key, count: r.count }));

export default async function InsightsPage({ searchParams }: PageProps<'/admin/insights'>) {
  const admin = await adminFor('enquiries');
  if (!admin) return <NoAccess />;
  const params = await searchParams;
  const period = parseInsightPeriod(params.period);
  // The value won is shown only to the roles that may see revenue (roles.ts): Sales sees the counts.
  // The clients' fees, as on the clients' screen, are shown to every role that reaches this one.
  const seesRevenue = canUse(admin.user.role, 'revenue');
  const [insights, search, vitals, funnel, clients] = await Promise.all([
    loadInsights(period),
    loadSearchPerformance(),
    loadWebVitals(parseVitalsDevice(params.device)),
    seesRevenue ? loadClientFunnel(period) : null,
    loadClientsNow(),
  ]);
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Lead Insights</h1>
          <p className="mt-1 text-muted-foreground">
            Which services, cities, pages and campaigns bring enquiries, and which pages bring
            WhatsApp chats and calls (presses of their buttons), with search clicks and how fast
            visitors found the pages. Spam is not counted.
          </p>
        </div>
        <form method="get" className="flex items-end gap-2">
          <div>
            <label htmlFor="insights-period" className="mb-1.5 block text-sm font-medium">
              Period
            </label>
            <select
              id="insights-period"
              name="period"
              defaultValue={period.value}
              className="h-9 rounded-md border border-border bg-background px-2 text-sm"
            >
              {insightPeriods.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline" size="sm">
            Show
          </Button>
        </form>
      </div>

      <p className="mt-6 text-sm font-medium" role="status">
        {countOf(insights.total, 'enquiry', 'enquiries')} in the {period.label.toLowerCase()}
      </p>
      <div className="mt-4 space-y-6">
        <WeeklyChart weeks={insights.weeks} />
        <BarChart
          id="by-service"
          title="By Service"
          what="Service"
          rows={counted(insights.services)}
        />
        <BarChart
          id="by-landing-page"
          title="By Landing Page"
          what="Page"
          extraColumns={[
            'Of them audits',
            'WhatsApp',
            'Calls',
            'Page views',
            'Enquiries per 100 views',
          ]}
          rows={insights.landing.map((r) => ({
            label: r.key,
            count: r.enquiries,
            extra: [
              r.audits,
              r.whatsapp,
              r.calls,
              r.views,
              r.rate === null ? '-' : r.rate.toFixed(1),
            ],
          }))}
        />
        <BarChart id="by-source" title="By Source" what="Source" rows={counted(insights.sources)} />
        <BarChart
          id="by-city"
          title="By City"
          what="City"
          extraColumns={['WhatsApp', 'Calls']}
          rows={insights.cities.map((r) => ({
            label: r.key,
            count: r.enquiries,
            extra: [r.whatsapp, r.calls],
          }))}
        />
        {funnel ? <ClientFunnelSection data={funnel} /> : null}
        <ClientsNowSection data={clients} />
        <SearchPerformanceSection data={search} />
        <WebVitalsSection
          data={vitals}
          period={period.value}
          mayChangeSampling={canUse(admin.user.role, 'site')}
        />
      </div>
    </div>
  );
}
