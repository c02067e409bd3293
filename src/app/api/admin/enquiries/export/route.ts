import { connection } from 'next/server';

import { enquiriesAdminApi } from '@/server/admin/enquiries/enquiries-admin-endpoint';

export async function GET(request: Request) {
  await connection();
  return enquiriesAdminApi.exportCsv(request, {});
}
