import { describe, expect, it } from 'vitest';

import { fromIndiaLocalInput, nextMinuteInIndia, toIndiaLocalInput } from './india-time';

describe('India time in the admin', () => {
  it('shows an instant as India’s wall-clock time and reads it back', () => {
    expect(toIndiaLocalInput('2026-11-24T04:30:00.000Z')).toBe('2026-11-24T10:00');
    expect(toIndiaLocalInput('2026-11-24T20:00:00.000Z')).toBe('2026-11-25T01:30');
    expect(fromIndiaLocalInput('2026-11-25T01:30')).toBe('2026-11-24T20:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(fromIndiaLocalInput('')).toBeNull();
    expect(fromIndiaLocalInput('2026-11-24')).toBeNull();
    expect(fromIndiaLocalInput('2026-13-45T99:00')).toBeNull();
  });

  it('gives the next whole minute as the earliest time to schedule', () => {
    expect(nextMinuteInIndia(new Date('2026-11-24T04:29:59.500Z'))).toBe('2026-11-24T10:00');
    expect(nextMinuteInIndia(new Date('2026-11-24T04:30:00.000Z'))).toBe('2026-11-24T10:01');
  });
});
