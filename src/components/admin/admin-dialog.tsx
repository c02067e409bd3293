'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * An admin dialog's frame: the overlay, the centred panel, its title with a close button, and its
 * description (read aloud only, when `describedOnlyAloud`). Opened by `trigger`, or by `open`.
 */
export function AdminDialog(props: {
  title: string;
  description: ReactNode;
  describedOnlyAloud?: boolean;
  /** The panel's width and height limits, e.g. 'w-[min(32rem,94vw)]'. */
  size: string;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes when it closes, for a dialog opened without a trigger of its own. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger ? <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={props.onCloseAutoFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 shadow-xl',
            props.size,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{props.title}</Dialog.Title>
            <Dialog.Close className={buttonClasses('ghost', 'icon')} aria-label="Close dialog">
              <X className="h-4 w-4" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description
            className={props.describedOnlyAloud ? 'sr-only' : 'mt-1 text-sm text-muted-foreground'}
          >
            {props.description}
          </Dialog.Description>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
