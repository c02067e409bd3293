import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ACCENT_COLORS, homeServices } from './home';

// Each home service card's icon takes its own accent; in both themes its colour must stand out
// from its background as text would (WCAG's 4.5:1, above the 3:1 an icon needs).

const css = readFileSync(path.join(__dirname, '../app/globals.css'), 'utf8');
const block = (selector: string) =>
  css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)));
const variable = (scope: string, name: string) =>
  new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(block(scope))?.[1];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('home service cards', () => {
  it('enter one after another: each card’s delay after the one before it', () => {
    const delays = homeServices.map((card) => card.delay);
    expect(delays[0]).toBeGreaterThan(0);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
  });
});

describe('home service card accents', () => {
  it('gives each card an accent of its own', () => {
    expect(new Set(homeServices.map((card) => card.accentColor)).size).toBe(homeServices.length);
  });

  it.each(['light', 'dark'])('keeps each accent legible in the %s theme', (theme) => {
    const scope = theme === 'light' ? ':root' : '.dark';
    for (const accent of ACCENT_COLORS) {
      const background = variable(scope, `accent-${accent}`);
      const foreground = variable(scope, `accent-${accent}-foreground`);
      expect(background, accent).toBeDefined();
      expect(contrast(background!, foreground!), `${accent} in ${theme}`).toBeGreaterThanOrEqual(
        4.5,
      );
      // And a class applies the pair.
      expect(css).toContain(`.service-accent-${accent} {`);
    }
  });
});
