'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { revealSections } from '@/islands/reveal';

/** Sections fade in as they come into view (islands/reveal.ts), again after each navigation. */
export function RevealObserver() {
  const pathname = usePathname();
  useEffect(() => revealSections(), [pathname]);
  return null;
}
