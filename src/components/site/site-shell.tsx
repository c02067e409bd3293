import { Suspense, type ReactNode } from 'react';

import { SkipLink } from '@/components/ui/skip-link';
import type { SiteShellData } from '@/server/public-pages/site-shell';

import { AttributionTracker } from './attribution-tracker';
import { Footer } from './footer';
import { Header } from './header';
import { WebVitalsCollector } from './web-vitals-collector';

/** Header, main landmark and footer shared by every public page, the 404 page included. */
export function SiteShell({ shell, children }: { shell: SiteShellData; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header business={shell.business} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer
        business={shell.business}
        serviceLinks={shell.serviceLinks}
        copyrightYear={shell.copyrightYear}
      />
      <AttributionTracker />
      <Suspense fallback={null}></Suspense>
      {/* The Core Web Vitals collector, for the share of visits the insights screen's setting asks. */}
      {shell.vitalsSamplePercent > 0 ? (
        <WebVitalsCollector samplePercent={shell.vitalsSamplePercent} />
      ) : null}
    </>
  );
}
