import { monthName } from '../clients/month-name';
import type { CaseStudyFigure, CaseStudyMetric } from '../validation/case-study';

// A case study's figures as they are shown: each chosen measure read from the client's stored
// history for the two months chosen, with what it measures, where it comes from and how it moved.
// The editor's preview and the public page both draw them from here.

/** A client's history by measure, each a value by month ('2027-03'). */
export type FigureHistory = Record<CaseStudyMetric, Record<string, number>>;

export type ShownFigure = {
  metric: CaseStudyMetric;
  label: string;
  before: { month: string; value: string };
  after: { month: string; value: string };
  /** 'up 57%', '+29 points', '16.2 places higher'. */
  change: string;
  /** Where the figure comes from. */
  source: string;
  /** 'October 2026 to December 2026'. */
  period: string;
  improved: boolean;
};

const number = (value: number) => Math.round(value).toLocaleString('en-IN');

const MEASURES: Record<
  CaseStudyMetric,
  { label: string; show: (value: number) => string; source: string; lowerIsBetter?: boolean }
> = {
  score: {
    label: 'SEO audit score',
    show: (value) => `${Math.round(value)}/100`,
    source: 'the site’s monthly SEO audit',
  },
  clicks: {
    label: 'Clicks from Google Search',
    show: number,
    source: 'Google Search Console, the month’s export',
  },
  impressions: {
    label: 'Impressions in Google Search',
    show: number,
    source: 'Google Search Console, the month’s export',
  },
  position: {
    label: 'Average position in Google Search',
    show: (value) => value.toFixed(1),
    source: 'Google Search Console, the month’s export (weighted by impressions)',
    lowerIsBetter: true,
  },
};

export const metricLabel = (metric: CaseStudyMetric) => MEASURES[metric].label;

function changeOf(metric: CaseStudyMetric, before: number, after: number): string {
  if (metric === 'score') {
    const points = Math.round(after) - Math.round(before);
    return `${points >= 0 ? '+' : '−'}${Math.abs(points)} points`;
  }
  if (metric === 'position') {
    const places = Math.abs(before - after).toFixed(1);
    return before >= after ? `${places} places higher` : `${places} places lower`;
  }
  if (before === 0) return after === 0 ? 'no change' : `from none to ${number(after)}`;
  const percent = Math.round(((after - before) / before) * 100);
  return `${percent >= 0 ? 'up' : 'down'} ${Math.abs(percent).toLocaleString('en-IN')}%`;
}

/** The figure as shown, or null when the history has no value for one of its months. */
export function shownFigure(history: FigureHistory, figure: CaseStudyFigure): ShownFigure | null {
  const values = history[figure.metric];
  const before = values[figure.before];
  const after = values[figure.after];
  if (before === undefined || after === undefined) return null;
  const measure = MEASURES[figure.metric];
  return {
    metric: figure.metric,
    label: measure.label,
    before: { month: figure.before, value: measure.show(before) },
    after: { month: figure.after, value: measure.show(after) },
    change: changeOf(figure.metric, before, after),
    source: `Source: ${measure.source}`,
    period: `${monthName(figure.before)} to ${monthName(figure.after)}`,
    improved: measure.lowerIsBetter ? after < before : after > before,
  };
}

/** Why a figure cannot be shown: the month of it the client's history has no value for. */
export function missingFigureMonth(history: FigureHistory, figure: CaseStudyFigure): string | null {
  const values = history[figure.metric];
  const missing = [figure.before, figure.after].find((month) => values[month] === undefined);
  return missing
    ? `The client’s history has no “${MEASURES[figure.metric].label}” for ${monthName(missing)}`
    : null;
}
