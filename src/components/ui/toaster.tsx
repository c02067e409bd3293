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
  // The spec: up to three toasts at once on the site, one at a time in the blog admin.
  const pathname = usePathname() ?? '';
  const oneAtATime = pathname.startsWith('/admin/blog');
  // The admin's top right holds Logout and each screen's first action (Create New), so its
  // toasts come at the bottom right, above the editors' sticky save bars.
  const admin = pathname.startsWith('/admin');
  return (
    <Sonner
      position={admin ? 'bottom-right' : 'top-right'}
      {...(admin ? { offset: { bottom: 96 }, mobileOffset: { bottom: 96 } } : {})}
      duration={4000}
      visibleToasts={oneAtATime ? 1 : 3}
      theme={theme}
      closeButton
      // Without it, sonner reads the computed text direction on mount: a forced layout.
      dir="ltr"
    />
  );
}
