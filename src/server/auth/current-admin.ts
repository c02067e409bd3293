import 'server-only';

import { cookies } from 'next/headers';

import { getDb } from '../db/client';
import { isValidSession, SESSION_COOKIE } from './sessions';

/** Whether this request carries a live admin session. Admin pages check it themselves. */
export async function hasAdminSession(): Promise<boolean> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return isValidSession(getDb(), token);
}
