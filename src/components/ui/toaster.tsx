'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';

import { onResolvedThemeChange, resolvedTheme } from '@/lib/theme';

/** Loaded by ToastRegion with the first toast; onMounted fires once sonner listens for toasts. */
export default function Toaster({ onMounted }: { onMounted: () => void }) {
  // Only ever rendered in the browser, after hydration (see ToastRegion).
  const theme = useSyncExternalStore(onResolvedThemeChange, resolvedTheme, () => 'dark' as const);
  // Children's effects run first, so sonner has subscribed by the time this one runs.
  useEffect(onMounted, [onMounted]);
  // The spec: up to three toasts at once on the site, one at a time in the blog admin (and its
  // case studies, written in the same editor).
  const pathname = usePathname() ?? '';
  const oneAtATime = ['/admin/blog', '/admin/case-studies'].some((p) => pathname.startsWith(p));
  // The admin's top right holds Logout and each screen's first action (Create New), and its bottom
  // the editors' save bars: its toasts come at the top centre, where no control sits on a laptop,
  // and below the header on a phone (one row there, two at most).
  const admin = pathname.startsWith('/admin');
  return (
    <Sonner
      position={admin ? 'top-center' : 'top-right'}
      {...(admin ? { mobileOffset: { top: 128 } } : {})}
      duration={4000}
      visibleToasts={oneAtATime ? 1 : 3}
      theme={theme}
      closeButton
      // Without it, sonner reads the computed text direction on mount: a forced layout.
      dir="ltr"
    />
  );
}
