import { mailAdminApi } from '@/server/admin/mail/mail-admin-endpoint';

export function POST(request: Request) {
  return mailAdminApi.sendTest(request, {});
}
