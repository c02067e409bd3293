'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';

import { useCaptcha } from '@/components/site/contact/use-captcha';
import { Button } from '@/components/ui/button';
import { readAttribution } from '@/lib/attribution';
import { AUDIT_PROBLEMS, isAuditProblem } from '@/lib/seo-audit/audit-problems';
import { PRIVACY_NOTICE_VERSION } from '@/content/privacy-notice';

import { AuditFormFields, type AuditFieldErrors } from './audit-form-fields';
import { AuditProgress } from './audit-progress';

type Answer = {
  token?: string | null;
  /** Why there is no report to show yet: kept for review, or waiting for room in the queue. */
  notice?: 'held' | 'later';
  problem?: string;
  fieldErrors?: Record<string, string[]>;
};

const firstMessages = (fieldErrors: Record<string, string[] | undefined> = {}): AuditFieldErrors =>
  Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([name, messages]) =>
      messages?.[0] ? [[name, messages[0]]] : [],
    ),
  );

const noChange = () => () => {};

/**
 * The free SEO audit's form: a plain form posting to /api/seo-audit, which works without
 * JavaScript; with it, the fields are checked by the shared schema, the captcha is solved in the
 * background, and the checks are listed as they finish before the report opens.
 */
export function AuditForm() {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useCaptcha();
  const [errors, setErrors] = useState<AuditFieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'held' | 'later'>('idle');
  // The audit under way, once the server took the request.
  const [token, setToken] = useState<string | null>(null);
  // Without JavaScript the browser checks the fields itself; with it, the shared schema does.
  const enhanced = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

  // Once the errors are drawn, the first field in error (in the form's order) takes the focus.
  const focusFirstError = useRef(false);
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const showErrors = (found: AuditFieldErrors) => {
    focusFirstError.current = Object.keys(found).length > 0;
    setErrors(found);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { auditFieldsOf, auditFormSchema } = await import('@/lib/validation/seo-audit');
    const fields = auditFieldsOf(new FormData(form));
    const checked = auditFormSchema.safeParse(fields);
    if (!checked.success) return showErrors(firstMessages(checked.error.flatten().fieldErrors));
    setErrors({});
    setBanner(null);
    setStatus('sending');
    const attribution = readAttribution(window.sessionStorage);
    const post = async () =>
      fetch('/api/seo-audit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...fields,
          captcha: await captcha.take(),
          sourcePage: `${window.location.pathname}${window.location.search}`.slice(0, 500),
          referrer: attribution.referrer,
          utm: attribution.utm,
          noticeVersion: PRIVACY_NOTICE_VERSION,
        }),
      });
    try {
      let response = await post();
      let answer = (await response.json().catch(() => ({}))) as Answer;
      // The site is receiving many requests: the next challenge is harder; solve it and send again.
      if (answer.problem === 'harder') {
        response = await post();
        answer = (await response.json().catch(() => ({}))) as Answer;
      }
      if (response.ok && answer.token) return setToken(answer.token);
      if (response.ok) return setStatus(answer.notice === 'later' ? 'later' : 'held');
      setStatus('idle');
      setBanner(AUDIT_PROBLEMS[isAuditProblem(answer.problem) ? answer.problem : 'unavailable']);
      showErrors(firstMessages(answer.fieldErrors));
    } catch {
      setStatus('idle');
      setBanner(AUDIT_PROBLEMS.captcha);
    }
  };

  if (token) return <AuditProgress token={token} />;
  if (status === 'held' || status === 'later')
    return (
      <p role="status" className="rounded-md border border-border bg-muted p-4">
        {AUDIT_PROBLEMS[status]}
      </p>
    );
  return (
    <form
      ref={formRef}
      action="/api/seo-audit"
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate={enhanced}
      aria-label="Free SEO audit"
      className="space-y-5"
    >
      {/* The plain form's answer (no JavaScript) names its problem in the address's fragment. */}
      {Object.entries(AUDIT_PROBLEMS).map(([code, text]) => (
        <p
          key={code}
          id={`problem-${code}`}
          className={`hidden scroll-mt-24 rounded-md border p-4 text-sm target:block ${code === 'held' || code === 'later' ? 'border-border bg-muted' : 'border-red-500/50 bg-red-500/10'}`}
        >
          {text}
        </p>
      ))}
      {banner ? (
        <p role="alert" className="rounded-md border border-red-500/50 bg-red-500/10 p-4 text-sm">
          {banner}
        </p>
      ) : null}
      <input type="hidden" name="noticeVersion" value={PRIVACY_NOTICE_VERSION} />
      <input type="hidden" name="sourcePage" value="/free-seo-audit" />
      <AuditFormFields idPrefix={idPrefix} errors={errors} />
      <Button type="submit" size="lg" className="w-full" disabled={status === 'sending'}>
        {status === 'sending' ? 'Starting your audit…' : 'Audit My Website'}
      </Button>
    </form>
  );
}
