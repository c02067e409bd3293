import { Suspense, type ReactNode } from 'react';

import { AttributionTracker } from './attribution-tracker';
import { Footer } from './footer';
import { Header } from './header';
import { RevealObserver } from './reveal-observer';

/**
 * Header, main landmark and footer shared by every public page, the 404 page included.
 *
 * Each part sits in its own Suspense boundary although nothing in them suspends: React hydrates
 * what is outside any boundary in one uninterrupted task, but each server-rendered boundary in a
 * later pass that yields to the browser every few milliseconds, so a phone stays responsive
 * while the page hydrates. A tap on a part not yet hydrated makes React hydrate that part first.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Suspense>
        <Header />
      </Suspense>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <AttributionTracker />
      <Suspense fallback={null}>
        <RevealObserver />
      </Suspense>
    </>
  );
}
