import 'server-only';

import type { Role } from '@/lib/admin/roles';
import { teamSettingsDefaults, teamSettingsSchema, type TeamSettings } from '@/lib/validation/team';

import type { DB } from '../db/schema';
import { readSetting, writeSetting } from '../queries/site-settings';

const TEAM = 'team';

export const getTeamSettings = (db: DB): Promise<TeamSettings> =>
  readSetting(db, TEAM, teamSettingsSchema, teamSettingsDefaults);

export const saveTeamSettings = (db: DB, settings: TeamSettings): Promise<void> =>
  writeSetting(db, TEAM, settings);

/**
 * Whether a user of `role` may delete enquiries (into the trash) and restore them: the owner and
 * admins always, Sales only when the owner allows it in the team settings, editors never.
 */
export async function mayDeleteEnquiries(db: DB, role: Role): Promise<boolean> {
  if (role === 'owner' || role === 'admin') return true;
  return role === 'sales' && (await getTeamSettings(db)).salesMayDeleteEnquiries;
}
