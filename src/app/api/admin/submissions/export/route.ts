import { connection } from 'next/server';

import { adminApi } from '@/server/admin/admin-endpoint';

export async function GET(request: Request) {
  await connection();
  return adminApi.exportCsv(request, {});
}
