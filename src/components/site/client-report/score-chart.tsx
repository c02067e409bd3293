import { monthName } from '@/lib/clients/month-name';
import type { ScorePoint } from '@/lib/clients/report-months';

// The audit score month by month, drawn on the server as SVG: no script, no chart library, and it
// prints as sharply as the text around it. A month whose site could not be read breaks the line.

const WIDTH = 640;
const HEIGHT = 260;
const PLOT = { left: 48, right: 16, top: 16, bottom: 40 };
const MOST_LABELS = 8;

const shortMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

/** The first and last month's names end at the plot's edges rather than past them. */
const edgeAnchor = (i: number, count: number) =>
  count === 1 ? 'middle' : i === 0 ? 'start' : i === count - 1 ? 'end' : 'middle';

/** The chart, or nothing while no month's audit has a score. */
export function ScoreChart({ points }: { points: ScorePoint[] }) {
  const read = points.filter((p): p is { month: string; score: number } => p.score !== null);
  if (!read.length) return null;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (i: number) =>
    PLOT.left + (points.length === 1 ? plotWidth / 2 : (i / (points.length - 1)) * plotWidth);
  const y = (score: number) => PLOT.top + ((100 - score) / 100) * plotHeight;
  const labelEvery = Math.ceil(points.length / MOST_LABELS);
  let path = '';
  points.forEach((point, i) => {
    if (point.score === null) return;
    const joined = i > 0 && points[i - 1]!.score !== null;
    path += `${joined ? 'L' : 'M'}${x(i).toFixed(1)} ${y(point.score).toFixed(1)} `;
  });
  const first = read[0]!;
  const last = read.at(-1)!;
  const summary =
    read.length === 1
      ? `Audit score: ${first.score} out of 100 in ${monthName(first.month)}.`
      : `Audit score by month, from ${first.score} in ${monthName(first.month)} to ${last.score} in ${monthName(last.month)}, out of 100.`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={summary}
      className="h-auto w-full text-[18px]"
    >
      {[0, 50, 100].map((score) => (
        <g key={score} className="text-muted-foreground">
          <line
            x1={PLOT.left}
            x2={WIDTH - PLOT.right}
            y1={y(score)}
            y2={y(score)}
            stroke="currentColor"
            strokeOpacity={0.3}
          />
          <text x={PLOT.left - 8} y={y(score) + 6} textAnchor="end" fill="currentColor">
            {score}
          </text>
        </g>
      ))}
      {points.map((point, i) =>
        i % labelEvery === 0 || i === points.length - 1 ? (
          <text
            key={point.month}
            x={x(i)}
            y={HEIGHT - 12}
            textAnchor={edgeAnchor(i, points.length)}
            fill="currentColor"
            className="text-muted-foreground"
          >
            {shortMonth(point.month)}
          </text>
        ) : null,
      )}
      <path d={path} fill="none" stroke="currentColor" strokeWidth={3} className="text-primary" />
      {points.map((point, i) =>
        point.score === null ? null : (
          <circle
            key={point.month}
            cx={x(i)}
            cy={y(point.score)}
            r={5}
            fill="currentColor"
            className="text-primary"
          >
            <title>{`${monthName(point.month)}: ${point.score}/100`}</title>
          </circle>
        ),
      )}
    </svg>
  );
}
