import type { Metadata } from 'next';

import { PasswordForm } from '@/components/admin/account/password-form';
import { ProfileForm } from '@/components/admin/account/profile-form';
import { SessionsList } from '@/components/admin/account/sessions-list';
import { TwoFactorSection } from '@/components/admin/account/two-factor-section';
import { NoAccess } from '@/components/admin/no-access';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/admin/roles';
import { loadAccount } from '@/server/admin/account/load-account';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Your Account' };

export default async function AccountPage() {
  const signedIn = await adminFor('account');
  if (!signedIn) return <NoAccess />;
  const { user, sessionId } = signedIn;
  const { sessions, codesLeft, team } = await loadAccount(user.id);
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">Your Account</h1>
      <p className="mt-1 text-muted-foreground">
        {user.email} · {ROLE_LABELS[user.role]}: {ROLE_DESCRIPTIONS[user.role]}
      </p>
      <ProfileForm name={user.name} />
      <PasswordForm />
      <TwoFactorSection
        enabled={user.twoFactor}
        codesLeft={codesLeft}
        required={team.requireTwoFactor}
      />
      <SessionsList sessions={sessions} currentId={sessionId} />
    </div>
  );
}
