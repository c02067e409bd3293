import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';

import { LoginScreen } from '@/components/admin/sign-in/login-screen';
import { LogoutButton } from '@/components/admin/logout-button';
import { Spinner } from '@/components/ui/spinner';
import { canUse, ROLE_LABELS, type Area } from '@/lib/admin/roles';
import { currentAdmin } from '@/server/auth/current-admin';
import { loadBusiness } from '@/server/site';

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

const adminScreens: ReadonlyArray<readonly [string, string, Area]> = [
  ['/admin', 'Submissions', 'enquiries'],
  ['/admin/insights', 'Insights', 'enquiries'],
  ['/admin/leads', 'Lead Settings', 'enquiries'],
  ['/admin/blog', 'Blog', 'content'],
  ['/admin/services', 'Services', 'content'],
  ['/admin/cities', 'Cities', 'content'],
  ['/admin/authors', 'Authors', 'content'],
  ['/admin/testimonials', 'Testimonials', 'content'],
  ['/admin/team', 'Team', 'content'],
  ['/admin/faqs', 'FAQs', 'content'],
  ['/admin/redirects', 'Redirects', 'content'],
  ['/admin/not-found', '404 Log', 'content'],
  ['/admin/health', 'Site Health', 'content'],
  ['/admin/settings', 'Settings', 'site'],
  ['/admin/users', 'Users', 'users'],
  ['/admin/audit', 'Audit Log', 'users'],
];

// Logged out, every admin URL shows the login screen; each page and API route checks the session
// and the role too. The navigation lists only the screens the user's role includes.
async function AdminGate({ children }: { children: ReactNode }) {
  const signedIn = await currentAdmin();
  if (!signedIn) return <LoginScreen />;
  const { user } = signedIn;
  return (
    <>
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-2 sm:px-6 lg:px-8">
          <nav
            aria-label="Admin"
            className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm font-medium"
          >
            <Link href="/" className="font-bold">
              {(await loadBusiness()).name}
            </Link>
            {adminScreens
              .filter(([, , area]) => canUse(user.role, area))
              .map(([href, label]) => (
                <Link key={href} href={href} className="hover:text-primary">
                  {label}
                </Link>
              ))}
          </nav>
          <div className="flex items-center gap-3 text-sm">
            <Link href="/admin/account" className="font-medium hover:text-primary">
              {user.name}
              <span className="sr-only">, your account</span>
              <span className="ml-1.5 text-muted-foreground">({ROLE_LABELS[user.role]})</span>
            </Link>
            <LogoutButton />
          </div>
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {children}
      </main>
    </>
  );
}
