import { handleAuditRequest } from '@/server/seo-audit/audit-endpoint';

export function POST(request: Request) {
  return handleAuditRequest(request);
}
