import { clsx } from 'clsx';
import Link from 'next/link';

import type { AttentionItem } from '@/lib/admin/attention';

/** The dashboard's first section: each count a link to the screen where it is dealt with. */
export function AttentionPanel({ items }: { items: AttentionItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="attention-heading" className="mt-8">
      <h2 id="attention-heading" className="text-lg font-semibold">
        Needs attention
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {items.map((item) => (
          <li key={item.title}>
            <Link
              href={item.href}
              className={clsx(
                'block h-full rounded-lg border bg-card p-4 hover:border-primary',
                item.urgent ? 'border-amber-500' : 'border-border',
              )}
            >
              <span className="block font-semibold">{item.title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{item.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
