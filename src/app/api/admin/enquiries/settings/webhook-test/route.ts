import { enquirySettingsAdminApi } from '@/server/admin/enquiries/enquiries-admin-endpoint';

export function POST(request: Request) {
  return enquirySettingsAdminApi.testWebhook(request, {});
}
