'use client';

import { useTheme } from 'next-themes';
import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      position="top-right"
      duration={4000}
      visibleToasts={3}
      theme={resolvedTheme === 'light' ? 'light' : 'dark'}
      closeButton
      // Without it, sonner reads the computed text direction on mount: a forced layout on every page.
      dir="ltr"
    />
  );
}
