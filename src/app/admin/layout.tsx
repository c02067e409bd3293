import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';

import { LoginScreen } from '@/components/admin/login-screen';
import { LogoutButton } from '@/components/admin/logout-button';
import { Spinner } from '@/components/ui/spinner';
import { hasAdminSession } from '@/server/auth/current-admin';
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

const adminScreens = [
  ['/admin', 'Submissions'],
  ['/admin/insights', 'Insights'],
  ['/admin/leads', 'Lead Settings'],
  ['/admin/blog', 'Blog'],
  ['/admin/services', 'Services'],
  ['/admin/cities', 'Cities'],
  ['/admin/authors', 'Authors'],
  ['/admin/testimonials', 'Testimonials'],
  ['/admin/team', 'Team'],
  ['/admin/faqs', 'FAQs'],
  ['/admin/redirects', 'Redirects'],
  ['/admin/not-found', '404 Log'],
  ['/admin/health', 'Site Health'],
  ['/admin/settings', 'Settings'],
] as const;

// Logged out, every admin URL shows the login screen; each page and API route checks the session too.
async function AdminGate({ children }: { children: ReactNode }) {
  if (!(await hasAdminSession())) return <LoginScreen />;
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
            {adminScreens.map(([href, label]) => (
              <Link key={href} href={href} className="hover:text-primary">
                {label}
              </Link>
            ))}
          </nav>
          <LogoutButton />
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {children}
      </main>
    </>
  );
}
