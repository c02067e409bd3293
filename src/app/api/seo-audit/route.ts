import { handleAuditRequest } from '@/server/composition/audit-endpoint';

export function POST(request: Request) {
  return handleAuditRequest(request);
}
