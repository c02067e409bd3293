import 'server-only';

import { getDb } from '../../db/client';
import type { DB } from '../../db/schema';
import { activeClients, clientsByOrigin } from '../../queries/client-figures';

/** The insights' clients as they stand: the active ones and their fees, and where all came from. */
export async function loadClientsNow(db: DB = getDb()) {
  const [active, origins] = await Promise.all([activeClients(db), clientsByOrigin(db)]);
  return { ...active, origins };
}

export type ClientsNow = Awaited<ReturnType<typeof loadClientsNow>>;
