import 'server-only';

import { cookies } from 'next/headers';
import { cache } from 'react';

import { canUse, type Area } from '@/lib/admin/roles';

import { getDb } from '../db/client';
import { sessionFor, SESSION_COOKIE, type SignedIn } from './sessions';

/** The signed-in user of this request, read once per request. Admin pages check it themselves. */
export const currentAdmin = cache(async (): Promise<SignedIn | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return sessionFor(getDb(), token);
});

/** The signed-in user when their role may use the area, else null (the page shows NoAccess). */
export async function adminFor(area: Area): Promise<SignedIn | null> {
  const signedIn = await currentAdmin();
  return signedIn && canUse(signedIn.user.role, area) ? signedIn : null;
}
