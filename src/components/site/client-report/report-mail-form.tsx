import { Button } from '@/components/ui/button';
import { reportMailEndpoint } from '@/lib/clients/report-address';
import { formatLongDate } from '@/lib/dates';

// The foot of a client's report: whether its monthly e-mail is sent, and a plain form (no script)
// that stops it or starts it again. The mail's "Stop these e-mails" link opens the page asking to
// confirm: a link alone never stops it, as mail scanners open links.

export function ReportMailForm({
  token,
  stoppedAt,
  asked,
  recorded,
  problem,
}: {
  token: string;
  stoppedAt: string | null;
  /** Opened from the mail's link to stop it. */
  asked: boolean;
  /** What the form just recorded. */
  recorded: 'off' | 'on' | null;
  problem: string | null;
}) {
  const choice = stoppedAt ? 'on' : 'off';
  return (
    <section
      id="mail"
      aria-labelledby="mail-heading"
      className="mt-12 rounded-lg border border-border bg-card p-6 print:hidden"
    >
      <h2 id="mail-heading" className="text-xl font-semibold">
        {asked && !stoppedAt ? 'Stop the monthly e-mail?' : 'The monthly e-mail'}
      </h2>
      {recorded ? (
        <p role="status" className="mt-2 font-medium">
          {recorded === 'off'
            ? 'Done: we will not e-mail you this report any more.'
            : 'Done: we will e-mail you this report each month again.'}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 rounded-md border border-red-500 p-3 text-sm">
          {problem}
        </p>
      ) : null}
      <p className="mt-2">
        {stoppedAt
          ? `It was stopped on ${formatLongDate(stoppedAt)}. This page stays here, month by month.`
          : 'We e-mail this report each month when the site’s audit is done. The page stays here either way.'}
      </p>
      <form method="post" action={reportMailEndpoint(token)} className="mt-4">
        <input type="hidden" name="mail" value={choice} />
        <Button type="submit" variant={choice === 'off' && !asked ? 'outline' : 'primary'}>
          {choice === 'off' ? 'Stop the Monthly E-mail' : 'E-mail Me Each Month Again'}
        </Button>
      </form>
    </section>
  );
}
