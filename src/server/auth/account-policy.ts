import 'server-only';

import type { Role } from '@/lib/admin/roles';
import {
  accountPolicyDefaults,
  accountPolicySchema,
  type AccountPolicy,
} from '@/lib/validation/team';

import type { DB } from '../db/schema';
import { readSetting, writeSetting } from '../queries/site-settings';

const TEAM = 'team';

export const getAccountPolicy = (db: DB): Promise<AccountPolicy> =>
  readSetting(db, TEAM, accountPolicySchema, accountPolicyDefaults);

export const saveAccountPolicy = (db: DB, settings: AccountPolicy): Promise<void> =>
  writeSetting(db, TEAM, settings);

/**
 * Whether a user of `role` may delete enquiries (into the trash) and restore them: the owner and
 * admins always, Sales only when the owner allows it in the account policy, editors never.
 */
export async function mayDeleteEnquiries(db: DB, role: Role): Promise<boolean> {
  if (role === 'owner' || role === 'admin') return true;
  return role === 'sales' && (await getAccountPolicy(db)).salesMayDeleteEnquiries;
}
