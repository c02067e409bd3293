import './zod-config';

import { z } from 'zod';

// The backups screen's schedule: one schema for the form and the admin API.

export const backupScheduleSchema = z.object({
  /** A backup every day at `hour`, India time. */
  daily: z.boolean(),
  hour: z
    .string()
    .trim()
    .refine((h) => /^\d{1,2}$/.test(h) && Number(h) <= 23, 'Choose an hour from 0 to 23'),
  /** How many backups are kept: the oldest go once there are more. */
  keep: z
    .string()
    .trim()
    .refine(
      (n) => /^\d{1,2}$/.test(n) && Number(n) >= 1 && Number(n) <= 60,
      'Keep from 1 to 60 backups',
    ),
});

export type BackupScheduleInput = z.input<typeof backupScheduleSchema>;
