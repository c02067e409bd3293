import 'server-only';

import { getDb } from '../../db/client';
import type { DB } from '../../db/schema';
import { activeClients, clientsByOrigin, fallenScores } from '../../queries/client-figures';

/**
 * The insights' clients as they stand: the active ones and their fees, where all came from, and
 * the active ones whose score fell at their last audit.
 */
export async function loadClientsNow(db: DB = getDb()) {
  const [active, origins, fallen] = await Promise.all([
    activeClients(db),
    clientsByOrigin(db),
    fallenScores(db),
  ]);
  return { ...active, origins, fallen };
}

export type ClientsNow = Awaited<ReturnType<typeof loadClientsNow>>;
