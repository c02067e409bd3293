'use client';

import type { ReactNode } from 'react';

import { toast } from '@/components/ui/toast';

/** Copies the page's address; the only part of the share row that needs script. */
export function CopyLinkButton({
  url,
  className,
  children,
}: {
  url: string;
  className: string;
  children: ReactNode;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { description: 'The URL has been copied to your clipboard.' });
    } catch {
      toast.error('Copy failed', { description: 'Could not copy the URL to your clipboard.' });
    }
  };
  return (
    <button type="button" onClick={copy} aria-label="Copy link" className={className}>
      {children}
    </button>
  );
}
