import { cn } from '@/lib/utils';

const blue = 'bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200';
const yellow = 'bg-yellow-100 text-yellow-800 dark:bg-yellow-500/20 dark:text-yellow-200';
const green = 'bg-green-100 text-green-800 dark:bg-green-500/20 dark:text-green-200';
const red = 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200';
const violet = 'bg-violet-100 text-violet-800 dark:bg-violet-500/20 dark:text-violet-200';

// An enquiry's stage (the spec's closed is green: won is; lost is grey), a client's status (ended
// is grey) and a Core Web Vitals rating.
const colours: Record<string, string> = {
  new: blue,
  contacted: yellow,
  'call-booked': violet,
  quoted: violet,
  won: green,
  spam: red,
  active: green,
  paused: yellow,
  good: green,
  'needs-improvement': yellow,
  poor: red,
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        colours[status] ?? 'bg-slate-200 text-slate-800 dark:bg-slate-500/20 dark:text-slate-200',
      )}
    >
      {label ?? status}
    </span>
  );
}
