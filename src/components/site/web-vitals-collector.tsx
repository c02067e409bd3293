'use client';

import { useEffect } from 'react';

import { collectWebVitals } from '@/islands/web-vitals';

/** The Core Web Vitals of the sampled share of visits (islands/web-vitals.ts). */
export function WebVitalsCollector({ samplePercent }: { samplePercent: number }) {
  useEffect(() => collectWebVitals({ samplePercent }), [samplePercent]);
  return null;
}
