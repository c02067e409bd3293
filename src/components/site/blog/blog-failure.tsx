import { AlertCircle } from '@/components/ui/icons';

/** A blog page whose posts could not be read (the renderer has logged why). */
export function BlogFailure() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20">
      <div
        role="alert"
        className="flex gap-3 rounded-lg border border-red-500/50 bg-red-500/10 p-5"
      >
        <AlertCircle
          className="mt-0.5 h-5 w-5 shrink-0 text-red-600 dark:text-red-400"
          aria-hidden
        />
        <div>
          <h1 className="font-semibold">Error</h1>
          <p className="mt-1 text-sm">Failed to load blog posts. Please try again later.</p>
        </div>
      </div>
    </div>
  );
}
