'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

// Fades sections in once 10% is visible. Only sections still below the fold at mount are hidden,
// so without JavaScript, or above the fold, everything is shown at once.
export function RevealObserver() {
  const pathname = usePathname();
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute('data-reveal-state', 'shown');
          observer.unobserve(entry.target);
        }
      },
      { threshold: 0.1 },
    );
    for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
      if (element.getBoundingClientRect().top < window.innerHeight) continue;
      element.setAttribute('data-reveal-state', 'hidden');
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
