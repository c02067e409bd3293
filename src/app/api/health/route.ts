import { connection } from 'next/server';

import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { checkAppHealth } from '@/server/runtime/app-health';
import { isShuttingDown } from '@/server/runtime/shutdown';

/** 200 while this instance can serve, 503 otherwise (database, data folder, schema, or shutting down). */
export async function GET() {
  await connection();
  // The folder holds the SQLite file, and the uploads unless they go to a bucket.
  const usesFolder = !env.DATABASE_URL || !env.S3_BUCKET;
  const health = await checkAppHealth(
    getDb(),
    isShuttingDown(),
    usesFolder ? env.DATA_DIR : undefined,
  );
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
