import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ArrowRight, Menu } from '@/components/ui/icons';

import { fromSent, toSendable } from './serialized-props';

describe("an island's props", () => {
  it('carry plain data and server-drawn icons to the browser as JSON', () => {
    const props = {
      brand: 'RankSutra Digital',
      count: 3,
      icons: {
        open: <Menu className="h-6 w-6" aria-hidden />,
        both: (
          <>
            <ArrowRight className="h-4 w-4" aria-hidden />
            <Menu className="h-4 w-4" aria-hidden />
          </>
        ),
      },
    };
    const sent = JSON.parse(JSON.stringify(toSendable(props, 'test'))) as unknown;
    const received = fromSent(sent) as typeof props;
    expect(received.brand).toBe('RankSutra Digital');
    expect(received.count).toBe(3);
    for (const name of ['open', 'both'] as const)
      expect(renderToStaticMarkup(received.icons[name])).toBe(
        renderToStaticMarkup(props.icons[name]),
      );
  });

  it('refuse a function, which cannot be sent', () => {
    expect(() => toSendable({ onClick: () => {} }, 'theme-toggle.tsx#ThemeToggle')).toThrow(
      'theme-toggle.tsx#ThemeToggle: a function cannot be sent',
    );
  });
});
