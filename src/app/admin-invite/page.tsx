import type { Metadata } from 'next';
import { Suspense } from 'react';

import { AcceptLinkForm } from '@/components/admin/users/accept-link-form';
import { Spinner } from '@/components/ui/spinner';
import { checkLink, LINK_MESSAGES } from '@/server/auth/one-time-links';
import { getUser } from '@/server/auth/users';
import { getDb } from '@/server/db/client';

export const metadata: Metadata = {
  title: 'Set Up Your Account',
  robots: { index: false, follow: false },
};

export default function AdminInvitePage({ searchParams }: PageProps<'/admin-invite'>) {
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-8 shadow-lg">
        <Suspense fallback={<Spinner label="Loading" />}>
          <InviteContent searchParams={searchParams} />
        </Suspense>
      </div>
    </main>
  );
}

/** The invite or reset link's form, or why the link no longer works. */
async function InviteContent({ searchParams }: Pick<PageProps<'/admin-invite'>, 'searchParams'>) {
  const token = (await searchParams).token;
  const link =
    typeof token === 'string' && token.length <= 100
      ? await checkLink(getDb(), token, ['invite', 'reset'])
      : ({ kind: 'unknown' } as const);
  const user = link.kind === 'valid' ? await getUser(getDb(), link.userId) : null;
  if (link.kind !== 'valid' || !user || user.status === 'disabled') {
    const reason = link.kind === 'valid' ? 'unknown' : link.kind;
    return (
      <>
        <h1 className="text-2xl font-bold">This Link Does Not Work</h1>
        <p className="mt-3 text-muted-foreground">{LINK_MESSAGES[reason]}</p>
      </>
    );
  }
  const invite = link.purpose === 'invite';
  return (
    <>
      <h1 className="text-2xl font-bold">
        {invite ? 'Welcome to the Team' : 'Set a New Password'}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {invite ? 'Choose your name and a password' : 'Choose a new password'} for{' '}
        <strong className="text-foreground">{user.email}</strong>.
      </p>
      <AcceptLinkForm token={token as string} name={invite ? '' : user.name} />
    </>
  );
}
