import { connection } from 'next/server';

import { auditProgress } from '@/server/composition/seo-audit-endpoint';

export async function GET(_request: Request, { params }: RouteContext<'/api/seo-audit/[token]'>) {
  await connection();
  return auditProgress((await params).token);
}
