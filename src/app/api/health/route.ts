import { connection } from 'next/server';

import { getDb } from '@/server/db/client';
import { checkAppHealth } from '@/server/runtime/app-health';
import { isShuttingDown } from '@/server/runtime/shutdown';

/** 200 while this instance can serve, 503 otherwise (database, schema, or shutting down). */
export async function GET() {
  await connection();
  const health = await checkAppHealth(getDb(), isShuttingDown());
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
