import { mailAdminApi } from '@/server/admin/mail/mail-admin-endpoint';

export function PUT(request: Request) {
  return mailAdminApi.save(request, {});
}
