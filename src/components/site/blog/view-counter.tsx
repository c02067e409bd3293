'use client';

import { useEffect } from 'react';

import { countView } from '@/islands/view-count';

/** Counts one view per browser session (islands/view-count.ts). */
export function ViewCounter({ slug }: { slug: string }) {
  useEffect(() => countView({ slug }), [slug]);
  return null;
}
