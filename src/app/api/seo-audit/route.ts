import { handleAuditRequest } from '@/server/composition/seo-audit-endpoint';

export function POST(request: Request) {
  return handleAuditRequest(request);
}
