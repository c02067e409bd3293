'use client';

import { useState } from 'react';

import { cn } from '@/lib/utils';

// How a page may look in Google's results, on a phone and on a computer. Google cuts titles and
// descriptions by pixel width, not characters: the preview sets them in Google's font size and
// width (about 600 px for a desktop title, two lines on a phone) and lets the browser cut them.

export type SearchResultPreviewProps = {
  siteName: string;
  url: string;
  title: string;
  description: string;
};

export function SearchResultPreview({
  siteName,
  url,
  title,
  description,
}: SearchResultPreviewProps) {
  const [device, setDevice] = useState<'mobile' | 'desktop'>('mobile');
  const crumbs = url.replace(/^https?:\/\//, '').replace(/\//g, ' › ');
  return (
    <div className="space-y-2">
      <div role="group" aria-label="Preview device" className="flex gap-1">
        {(['mobile', 'desktop'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={device === option}
            onClick={() => setDevice(option)}
            className={cn(
              'rounded-md border border-border px-3 py-1 text-sm capitalize',
              device === option ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {option}
          </button>
        ))}
      </div>
      <div
        aria-label={`Search result preview, ${device}`}
        role="figure"
        style={{ fontFamily: 'arial, sans-serif' }}
        className={cn(
          'overflow-hidden rounded-md border border-border bg-white p-3 text-[#202124]',
          device === 'mobile' ? 'max-w-[360px]' : 'max-w-[600px]',
        )}
      >
        <p className="text-sm leading-5">{siteName}</p>
        <p className="truncate text-xs leading-5 text-[#4d5156]">{crumbs}</p>
        <p
          className={cn(
            'text-xl leading-[26px] text-[#1a0dab]',
            device === 'desktop' ? 'truncate' : 'line-clamp-2',
          )}
        >
          {title || 'Add a title'}
        </p>
        <p
          className={cn(
            'text-sm leading-[22px] text-[#4d5156]',
            device === 'desktop' ? 'line-clamp-2' : 'line-clamp-3',
          )}
        >
          {description || 'Google will pick a passage from the page: write a meta description.'}
        </p>
      </div>
    </div>
  );
}
