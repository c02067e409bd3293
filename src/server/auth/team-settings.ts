import 'server-only';

import { teamSettingsDefaults, type TeamSettings } from '@/lib/validation/team';

import type { DB } from '../db/client';
import { readSetting, writeSetting } from '../queries/site-settings';

const TEAM = 'team';

export const getTeamSettings = (db: DB): Promise<TeamSettings> =>
  readSetting(db, TEAM, teamSettingsDefaults);

export const saveTeamSettings = (db: DB, settings: TeamSettings): Promise<void> =>
  writeSetting(db, TEAM, settings);
