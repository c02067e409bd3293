'use client';

import { useEffect } from 'react';

/** Counts one view per browser session; a failure is only logged. */
export function ViewCounter({ slug }: { slug: string }) {
  useEffect(() => {
    const key = `viewed:${slug}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage can be unavailable (private mode); count the view anyway.
    }
    fetch(`/api/blog/${encodeURIComponent(slug)}/view`, { method: 'POST' }).catch(
      (error: unknown) => {
        console.warn('Could not record the view', error);
      },
    );
  }, [slug]);
  return null;
}
