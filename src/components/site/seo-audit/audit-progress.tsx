'use client';

import { useEffect, useRef, useState } from 'react';

import { progressLines } from '@/lib/seo-audit/progress-steps';
import { auditReportPath } from '@/lib/seo-audit/report-address';

const POLL_MS = 1500;

type Progress = { status: 'pending' | 'done' | 'failed'; progress: string[] };

/** The audit's steps as they finish, read every 1.5 s; the report opens once it is ready. */
export function AuditProgress({ token }: { token: string }) {
  const reportUrl = auditReportPath(token);
  const [steps, setSteps] = useState<string[]>([]);
  const [problem, setProblem] = useState(false);
  // The form is gone: the focus goes to what replaced it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      try {
        const response = await fetch(`/api/seo-audit/${encodeURIComponent(token)}`, {
          cache: 'no-store',
        });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as Progress;
        if (stopped) return;
        setSteps(body.progress);
        setProblem(false);
        if (body.status !== 'pending') return window.location.assign(reportUrl);
      } catch {
        if (!stopped) setProblem(true);
      }
      if (!stopped) timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [token, reportUrl]);

  return (
    <section aria-labelledby="audit-progress-heading" className="space-y-4">
      <h2
        ref={heading}
        id="audit-progress-heading"
        className="text-xl font-semibold outline-none"
        tabIndex={-1}
      >
        Auditing your website…
      </h2>
      <p className="text-sm text-muted-foreground">
        This takes up to a minute and a half. Your report opens here when it is ready, and we e-mail
        you its link.
      </p>
      <ol aria-live="polite" className="list-inside list-decimal space-y-1 text-sm">
        {progressLines(steps).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
      {problem ? (
        <p role="status" className="text-sm">
          We could not reach the site for a moment; trying again.
        </p>
      ) : null}
      <p className="text-sm">
        <a href={reportUrl} className="underline">
          Open the report page
        </a>{' '}
        (it fills in by itself).
      </p>
    </section>
  );
}
