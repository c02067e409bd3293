import { describe, expect, it } from 'vitest';

import { dailyBackupDue } from './backup-store';

describe('dailyBackupDue', () => {
  // 02:00 in India is 20:30 UTC the day before.
  const schedule = { daily: true, hour: 2 };

  it('is due once the hour has come in India and none was taken since', () => {
    expect(dailyBackupDue(schedule, null, new Date('2026-11-26T20:29:00Z'))).toBe(false);
    expect(dailyBackupDue(schedule, null, new Date('2026-11-26T20:30:00Z'))).toBe(true);
    expect(
      dailyBackupDue(schedule, '2026-11-26T20:31:00.000Z', new Date('2026-11-27T09:00:00Z')),
    ).toBe(false);
    expect(
      dailyBackupDue(schedule, '2026-11-25T20:31:00.000Z', new Date('2026-11-27T09:00:00Z')),
    ).toBe(true);
  });

  it('is never due when the daily backup is off', () => {
    expect(dailyBackupDue({ daily: false, hour: 2 }, null, new Date('2026-11-27T09:00:00Z'))).toBe(
      false,
    );
  });
});
