'use client';

import { AlertCircle, RotateCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

import { Button } from '@/components/ui/button';

/** The spec's alert titled 'Error' with the message, and a retry that loads the screen again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const retry = () =>
    startTransition(() => {
      onRetry?.();
      router.refresh();
    });
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-500/50 bg-red-500/10 p-5">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
      <div>
        <h2 className="font-semibold">Error</h2>
        <p className="mt-1 text-sm">{message}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={retry}
          disabled={pending}
        >
          <RotateCw className="h-4 w-4" aria-hidden />
          {pending ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    </div>
  );
}
