import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';

import { LoginScreen } from '@/components/admin/sign-in/login-screen';
import { LogoutButton } from '@/components/admin/logout-button';
import { SiteIdentityProvider } from '@/components/admin/seo/site-identity';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { Spinner } from '@/components/ui/spinner';
import { navigationFor } from '@/lib/admin/navigation';
import { ROLE_LABELS } from '@/lib/admin/roles';
import { currentAdmin } from '@/server/auth/current-admin';
import { loadBusiness, siteUrl } from '@/server/public-pages/site';

export async function generateMetadata(): Promise<Metadata> {
  const { name } = await loadBusiness();
  return {
    title: { default: 'Admin', template: `%s | Admin | ${name}` },
    robots: { index: false, follow: false },
  };
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner label="Loading" className="min-h-screen" />}>
      <AdminGate>{children}</AdminGate>
    </Suspense>
  );
}

// Logged out, every admin URL shows the login screen; each page and API route checks the session
// and the role too. The navigation lists only the screens the user's role includes
// (lib/admin/navigation.ts).
async function AdminGate({ children }: { children: ReactNode }) {
  const signedIn = await currentAdmin();
  if (!signedIn) return <LoginScreen />;
  const { user } = signedIn;
  const business = await loadBusiness();
  const identity = {
    url: siteUrl.replace(/\/+$/, ''),
    name: business.name,
    shortName: business.shortName,
  };
  return (
    <AdminShell
      groups={navigationFor(user.role)}
      brand={
        <Link href="/" className="font-bold">
          {business.name}
        </Link>
      }
      account={
        <>
          <Link href="/admin/account" className="font-medium hover:text-primary">
            {user.name}
            {user.name.trim().toLowerCase() === ROLE_LABELS[user.role].toLowerCase() ? null : (
              <span className="text-muted-foreground"> · {ROLE_LABELS[user.role]}</span>
            )}
            <span className="sr-only">, your account</span>
          </Link>
          <LogoutButton />
        </>
      }
    >
      <SiteIdentityProvider identity={identity}>{children}</SiteIdentityProvider>
    </AdminShell>
  );
}
