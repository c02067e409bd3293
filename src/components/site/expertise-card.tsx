import { ChevronDown } from '@/components/ui/icons';
import type { ExpertiseArea } from '@/server/queries/services';

// A native <details>: the sub-topics are in the HTML, and it opens and closes without JavaScript.
export function ExpertiseCard({ area }: { area: ExpertiseArea }) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-border bg-card p-6">
      <h3 className="text-lg font-semibold">{area.name}</h3>
      <p className="mt-2 flex-1 text-muted-foreground">{area.description}</p>
      {area.subTopics.length > 0 ? (
        <details className="group mt-4">
          <summary className="inline-flex cursor-pointer items-center gap-1 py-2 text-sm font-semibold text-primary">
            <span className="group-open:hidden">What we Cover</span>
            <span className="hidden group-open:inline">Hide Sub-Topics</span>
            <span className="sr-only"> in {area.name}</span>
            <ChevronDown
              className="h-4 w-4 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <ul className="mt-3 space-y-3 border-t border-border pt-3">
            {area.subTopics.map((topic) => (
              <li key={topic.name}>
                <h4 className="text-sm font-semibold">{topic.name}</h4>
                <p className="text-sm text-muted-foreground">{topic.description}</p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}
