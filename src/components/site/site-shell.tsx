import { Suspense, type ReactNode } from 'react';

import { AttributionTracker } from './attribution-tracker';
import { Footer } from './footer';
import { Header } from './header';
import { RevealObserver } from './reveal-observer';

/** Header, main landmark and footer shared by every public page, the 404 page included. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <AttributionTracker />
      <Suspense fallback={null}>
        <RevealObserver />
      </Suspense>
    </>
  );
}
