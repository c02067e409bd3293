'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Reads the screen's server data again every `everyMs` while it is shown, for a figure the server
 * works out in the background (a city page's rating); what the admin typed stays as it is.
 */
export function RefreshWhileShown({ everyMs }: { everyMs: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => router.refresh(), everyMs);
    return () => window.clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
