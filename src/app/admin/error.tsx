'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { LoadError } from '@/components/admin/load-error';
import { loadErrorMessage } from '@/lib/admin/navigation';

// Any failure of an admin screen, loading included (pages do not catch their loads): the spec's
// 'Error' alert naming what the screen shows, and a retry; never the framework's page.
export default function AdminError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const pathname = usePathname();
  useEffect(() => {
    console.error('Admin screen failed to load', error.digest ?? error.message);
  }, [error]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20">
      <LoadError message={loadErrorMessage(pathname)} onRetry={reset} />
    </div>
  );
}
