import type { ShownFigure } from '@/lib/case-studies/figures';

// A case study's figures as measured: each with its two months, how it moved, and its source and
// period, read from the client's stored history when the page was drawn.

export function CaseStudyFigures({
  figures,
  compact = false,
}: {
  figures: ShownFigure[];
  /** A card's: the headline figure alone, without its source line. */
  compact?: boolean;
}) {
  const shown = compact ? figures.slice(0, 1) : figures;
  if (shown.length === 0) return null;
  return (
    <dl className={compact ? 'mt-4' : 'grid gap-4 sm:grid-cols-2'}>
      {shown.map((figure) => (
        <div
          key={`${figure.metric}-${figure.before.month}-${figure.after.month}`}
          className={compact ? '' : 'rounded-lg border border-border bg-card p-5'}
        >
          <dt className="text-sm font-medium text-muted-foreground">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {figure.before.value} → {figure.after.value}
          </dd>
          <dd className="text-sm font-semibold text-primary">{figure.change}</dd>
          {compact ? (
            <dd className="text-xs text-muted-foreground">{figure.period}</dd>
          ) : (
            <dd className="mt-2 text-xs text-muted-foreground">
              {figure.period}. {figure.source}.
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
