import { describe, expect, it } from 'vitest';

import { cutForResult, resultAddress } from './share-preview';

describe("a Google result's lines", () => {
  it('keeps a text that fits, squeezed', () => {
    expect(cutForResult('  Family dentist   in Pune ', 60)).toBe('Family dentist in Pune');
  });

  it('cuts a long one at a word, with an ellipsis, never after a comma', () => {
    expect(
      cutForResult('Smile Dental Clinic, Pune: check-ups, cleaning, root canals, braces', 40),
    ).toBe('Smile Dental Clinic, Pune: check-ups …');
  });

  it('names the address as the host and the parts of its path', () => {
    expect(resultAddress('https://www.clinic.example/services/braces/')).toBe(
      'www.clinic.example › services › braces',
    );
    expect(resultAddress('https://clinic.example/')).toBe('clinic.example');
  });
});
