import { settingsAdminApi } from '@/server/admin/settings/settings-admin-endpoint';

export function PUT(request: Request) {
  return settingsAdminApi.savePageMeta(request, {});
}
