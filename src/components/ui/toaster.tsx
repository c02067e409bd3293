'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';

/** Loaded by ToastRegion with the first toast; onMounted fires once sonner listens for toasts. */
export default function Toaster({ onMounted }: { onMounted: () => void }) {
  const { resolvedTheme } = useTheme();
  // Children's effects run first, so sonner has subscribed by the time this one runs.
  useEffect(onMounted, [onMounted]);
  return (
    <Sonner
      position="top-right"
      duration={4000}
      visibleToasts={3}
      theme={resolvedTheme === 'light' ? 'light' : 'dark'}
      closeButton
      // Without it, sonner reads the computed text direction on mount: a forced layout.
      dir="ltr"
    />
  );
}
