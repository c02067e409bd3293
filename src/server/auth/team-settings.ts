import 'server-only';

import { teamSettingsDefaults, teamSettingsSchema, type TeamSettings } from '@/lib/validation/team';

import type { DB } from '../db/schema';
import { readSetting, writeSetting } from '../queries/site-settings';

const TEAM = 'team';

export const getTeamSettings = (db: DB): Promise<TeamSettings> =>
  readSetting(db, TEAM, teamSettingsSchema, teamSettingsDefaults);

export const saveTeamSettings = (db: DB, settings: TeamSettings): Promise<void> =>
  writeSetting(db, TEAM, settings);
