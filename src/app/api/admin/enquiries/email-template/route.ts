import { emailTemplateAdminApi } from '@/server/admin/enquiries/enquiries-admin-endpoint';

export function PUT(request: Request) {
  return emailTemplateAdminApi.save(request, {});
}
