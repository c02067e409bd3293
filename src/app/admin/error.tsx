'use client';

import { useEffect } from 'react';

import { LoadError } from '@/components/admin/load-error';

// Any failure of an admin screen: the spec's 'Error' alert and a retry, never the framework's page.
export default function AdminError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error('Admin screen failed to load', error.digest ?? error.message);
  }, [error]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20">
      <LoadError message="This screen could not be loaded. Please try again." onRetry={reset} />
    </div>
  );
}
