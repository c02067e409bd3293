import { cn } from '@/lib/utils';

/** The check mark of feature lists, drawn by CSS (globals.css, .icon-check). */
export function CheckMark({ className }: { className?: string }) {
  return <span className={cn('icon-check', className)} aria-hidden />;
}
