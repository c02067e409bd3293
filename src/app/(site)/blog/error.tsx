'use client';

import { useEffect } from 'react';

export default function BlogError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Blog failed to load', error.digest ?? error.message);
  }, [error]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20">
      <div
        role="alert"
        className="flex gap-3 rounded-lg border border-red-500/50 bg-red-500/10 p-5"
      >
        {/* lucide's circle-alert, inline: an error boundary gets no icons from the server, and
            importing ui/icons would add its drawing code to every blog page */}
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="mt-0.5 h-5 w-5 shrink-0 text-red-600 dark:text-red-400"
          aria-hidden
        >
          <circle cx="12" cy="12" r="10" />
          <line x1="12" x2="12" y1="8" y2="12" />
          <line x1="12" x2="12.01" y1="16" y2="16" />
        </svg>
        <div>
          <h1 className="font-semibold">Error</h1>
          <p className="mt-1 text-sm">Failed to load blog posts. Please try again later.</p>
        </div>
      </div>
    </div>
  );
}
