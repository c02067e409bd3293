import { describe, expect, it } from 'vitest';

import { missingFigureMonth, shownFigure, type FigureHistory } from './figures';

const history: FigureHistory = {
  score: { '2026-10': 48, '2026-12': 81 },
  clicks: { '2026-10': 0, '2026-11': 120, '2026-12': 90 },
  impressions: { '2026-10': 1000, '2026-12': 1000 },
  position: { '2026-10': 14.84, '2026-12': 6.2 },
};

describe('a case study figure', () => {
  it('reads both months from the history and says how it moved', () => {
    expect(shownFigure(history, { metric: 'score', before: '2026-10', after: '2026-12' })).toEqual({
      metric: 'score',
      label: 'SEO audit score',
      before: { month: '2026-10', value: '48/100' },
      after: { month: '2026-12', value: '81/100' },
      change: '+33 points',
      source: 'Source: the site’s monthly SEO audit',
      period: 'October 2026 to December 2026',
      improved: true,
    });
  });

  it('counts a lower average position as better, and a fall as a fall', () => {
    expect(
      shownFigure(history, { metric: 'position', before: '2026-10', after: '2026-12' }),
    ).toMatchObject({
      before: { value: '14.8' },
      after: { value: '6.2' },
      change: '8.6 places higher',
      improved: true,
    });
    expect(
      shownFigure(history, { metric: 'clicks', before: '2026-11', after: '2026-12' }),
    ).toMatchObject({ change: 'down 25%', improved: false });
    expect(
      shownFigure(history, { metric: 'clicks', before: '2026-10', after: '2026-11' }),
    ).toMatchObject({ change: 'from none to 120' });
    expect(
      shownFigure(history, { metric: 'impressions', before: '2026-10', after: '2026-12' }),
    ).toMatchObject({ before: { value: '1,000' }, change: 'up 0%', improved: false });
  });

  it('is not shown, and says why, when a month has no value', () => {
    const figure = { metric: 'score', before: '2026-11', after: '2026-12' } as const;
    expect(shownFigure(history, figure)).toBeNull();
    expect(missingFigureMonth(history, figure)).toBe(
      'The client’s history has no “SEO audit score” for November 2026',
    );
    expect(missingFigureMonth(history, { ...figure, before: '2026-10' })).toBeNull();
  });
});
