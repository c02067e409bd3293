import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';

import type { Check, Mark } from '@/lib/seo/search-appearance';

const markStyle: Record<Mark, { label: string; className: string; Icon: typeof CircleCheck }> = {
  pass: { label: 'Good', className: 'text-green-700 dark:text-green-400', Icon: CircleCheck },
  improve: { label: 'Improve', className: 'text-amber-700 dark:text-amber-400', Icon: CircleAlert },
  problem: { label: 'Problem', className: 'text-red-700 dark:text-red-400', Icon: CircleX },
};

/** Checks with their marks, each saying what to do: warnings, never a block on saving. */
export function CheckList({ checks }: { checks: readonly Check[] }) {
  return (
    <ul className="mt-2 space-y-2">
      {checks.map((check) => {
        const { label, className, Icon } = markStyle[check.mark];
        return (
          <li key={check.id} data-check={check.id} className="flex gap-2 text-sm">
            <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${className}`} aria-hidden />
            <span>
              <span className={`font-medium ${className}`}>{label}:</span> {check.label}.{' '}
              <span className="text-muted-foreground">{check.message}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
