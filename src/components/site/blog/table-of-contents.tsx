import type { TocEntry } from '@/server/markdown/render-markdown';

/** Links to the post's headings; the page's scroll padding keeps 100px clear of the sticky header. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  if (entries.length === 0) return null;
  const top = Math.min(...entries.map((e) => e.level));
  return (
    <nav aria-labelledby="toc-heading" className="rounded-lg border border-border bg-card p-5">
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide uppercase">
        Table of Contents
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} style={{ paddingLeft: `${(entry.level - top) * 0.75}rem` }}>
            <a
              href={`#${entry.id}`}
              className="inline-block py-1 text-muted-foreground hover:text-primary"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
