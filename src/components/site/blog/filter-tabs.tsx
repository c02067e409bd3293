import { Link } from '@/components/site/intent-link';
import { cn } from '@/lib/utils';

export type FilterTab = { key: string; label: string; href: string };

/** Filters as links, so every filtered list has its own crawlable URL and works without JavaScript. */
export function FilterTabs({
  tabs,
  active,
  label,
}: {
  tabs: readonly FilterTab[];
  active: string;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={tab.key === active ? 'page' : undefined}
              className={cn(
                'inline-flex h-10 items-center rounded-full border border-border px-4 text-sm font-medium transition-colors',
                tab.key === active ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
