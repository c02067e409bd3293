import type { Metadata } from 'next';

import { MailSettingsForm } from '@/components/admin/mail/mail-settings-form';
import { OutboxStateList } from '@/components/admin/mail/outbox-state';
import { TestMailForm } from '@/components/admin/mail/test-mail-form';
import { NoAccess } from '@/components/admin/no-access';
import { loadMailSettings } from '@/server/admin/mail/load-mail-settings';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Mail' };

export default async function MailSettingsPage() {
  const signedIn = await adminFor('site');
  if (!signedIn) return <NoAccess />;
  const { values, password, environment, outbox } = await loadMailSettings();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Mail</h1>
      <p className="mt-1 text-muted-foreground">
        The server the site sends its e-mails through: enquiry notifications, auto-replies, audit
        reports, and call and quote e-mails.
      </p>
      {environment.server || environment.from ? (
        <p
          role="note"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          Set in the server’s environment, which wins over this screen:{' '}
          {[
            environment.server ? `the SMTP server (SMTP_URL, ${environment.server})` : null,
            environment.from ? `the sender (MAIL_FROM, ${environment.from})` : null,
          ]
            .filter(Boolean)
            .join(' and ')}
          . What is saved here is used once it is removed from there.
        </p>
      ) : null}
      <h2 id="smtp-heading" className="mt-8 text-xl font-semibold">
        SMTP Server
      </h2>
      <MailSettingsForm values={values} password={password} />
      <h2 id="test-mail-heading" className="mt-10 text-xl font-semibold">
        Test E-mail
      </h2>
      <TestMailForm to={signedIn.user.email} />
      <h2 className="mt-10 text-xl font-semibold">Outbox</h2>
      <OutboxStateList outbox={outbox} />
    </div>
  );
}
