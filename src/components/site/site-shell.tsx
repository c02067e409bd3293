import { Suspense, type ReactNode } from 'react';

import { SkipLink } from '@/components/ui/skip-link';
import { loadWebVitalsSettings } from '@/server/catalog';

import { AttributionTracker } from './attribution-tracker';
import { Footer } from './footer';
import { Header } from './header';
import { RevealObserver } from './reveal-observer';
import { WebVitalsCollector } from './web-vitals-collector';

/** Header, main landmark and footer shared by every public page, the 404 page included. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <AttributionTracker />
      <Suspense fallback={null}>
        <RevealObserver />
      </Suspense>
      <Suspense fallback={null}>
        <RealVisitorVitals />
      </Suspense>
    </>
  );
}

/** The Core Web Vitals collector, for the share of visits the insights screen's setting asks. */
async function RealVisitorVitals() {
  const { sample_percent } = await loadWebVitalsSettings();
  return sample_percent > 0 ? <WebVitalsCollector samplePercent={sample_percent} /> : null;
}
