import { enquirySettingsAdminApi } from '@/server/admin/enquiries/enquiries-admin-endpoint';

export function PUT(request: Request) {
  return enquirySettingsAdminApi.save(request, {});
}
