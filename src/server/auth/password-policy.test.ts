import { describe, expect, it } from 'vitest';

import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('refuses short, common and e-mail passwords', () => {
    expect(passwordProblem('short')).toBe('Use at least 12 characters');
    expect(passwordProblem('Password1234')).toMatch(/most common/);
    expect(passwordProblem('qwertyuiop123')).toMatch(/most common/);
    expect(passwordProblem('asha@agency.in', 'Asha@Agency.in')).toMatch(/e-mail/);
  });

  it('accepts a long, uncommon one', () => {
    expect(passwordProblem('monsoon ledger tiffin 42')).toBeNull();
  });
});
