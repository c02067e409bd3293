'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatTableDateTime } from '@/lib/dates';
import { findingLabel } from '@/lib/health-checks';
import { countOf } from '@/lib/utils';
import type { HealthReport } from '@/server/queries/health-reports';

import { adminFetch } from '../admin-fetch';
import { readAdminApi, sendAdminChange } from '../use-admin-mutation';
import { HealthCheckList } from './health-check-list';

/** The last site-health report, a button that starts a crawl, and its progress while it runs. */
export function HealthAdmin({ initial }: { initial: HealthReport | null }) {
  const [report, setReport] = useState(initial);
  const running = report?.status === 'running';

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      adminFetch<{ report: HealthReport | null }>('/api/admin/health', { method: 'GET' })
        .then(({ report: next }) => setReport(next))
        .catch(() => undefined);
    }, 1500);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = async () => {
    const started = await sendAdminChange({
      url: '/api/admin/health',
      method: 'POST',
      failed: 'Failed to start the crawl',
    });
    if (started === null) return;
    const answer = await readAdminApi<{ report: HealthReport }>(
      '/api/admin/health',
      'Failed to load the crawl',
    );
    if (answer) setReport(answer.report);
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Site Health</h1>
        <Button onClick={() => void start()} disabled={running}>
          {running ? 'Crawling...' : 'Start Crawl'}
        </Button>
      </div>
      <p className="mt-1 text-muted-foreground">
        The server reads its own site from the home page and the sitemap, one page at a time, up to{' '}
        {report?.limit ?? 500} pages and 3 minutes, and reports what search engines would trip on.
      </p>
      {running ? (
        <div className="mt-6">
          <label htmlFor="crawl-progress" className="text-sm font-medium">
            {countOf(report.crawled, 'page')} crawled
          </label>
          <progress
            id="crawl-progress"
            className="mt-2 block h-3 w-full"
            value={report.crawled}
            max={report.limit}
          />
        </div>
      ) : null}
      {report && !running ? (
        <p className="mt-6 text-sm" role="status">
          Last crawl {formatTableDateTime(report.startedAt)}: {countOf(report.crawled, 'page')},{' '}
          {report.status === 'failed'
            ? 'failed before it finished.'
            : `${countOf(report.findings.length, 'finding')}${report.status === 'partial' ? ' (stopped at its bound)' : ''}.`}
        </p>
      ) : null}
      {!report ? <p className="mt-6 text-sm">No crawl yet.</p> : null}
      {report && !running && report.status !== 'failed' ? (
        <HealthCheckList findings={report.findings} />
      ) : null}
      {report && !running && report.findings.length > 0 ? (
        <div className="relative mt-6 overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Findings of the last crawl</caption>
            <thead className="bg-muted text-xs tracking-wide uppercase">
              <tr>
                {['Finding', 'Page', 'Detail', 'Fix'].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {report.findings.map((f, i) => (
                <tr key={`${f.kind}-${f.path}-${i}`} className="bg-card">
                  <td className="px-4 py-3">{findingLabel(f.kind)}</td>
                  <td className="px-4 py-3 font-mono text-xs break-all">
                    <a href={f.path} className="text-primary underline">
                      {f.path}
                    </a>
                  </td>
                  <td className="px-4 py-3 text-xs wrap-anywhere">{f.detail}</td>
                  <td className="px-4 py-3">
                    {f.fix ? (
                      <Link href={f.fix} className="text-primary underline">
                        Fix in {f.fix.replace('/admin/', '')}
                      </Link>
                    ) : (
                      '-'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
