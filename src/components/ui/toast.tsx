'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

// Most visits never show a toast, so the toast library and its region load with the first one
// instead of with every page. The region lives in the root layout and survives navigation.
const Toaster = lazy(() => import('./toaster'));

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function show(kind: 'success' | 'error', title: string, options?: ExternalToast) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void mounted
    .then(() => import('sonner'))
    .then(({ toast: sonner }) => sonner[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where toasts appear (top right); renders nothing until the first toast is shown. */
export function ToastRegion() {
  // Server and first client render agree (false), so hydration needs no extra render.
  const active = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onMounted={markMounted} />
    </Suspense>
  );
}
