import { leadSettingsApi } from '@/server/admin/leads/leads-endpoint';

export function PUT(request: Request) {
  return leadSettingsApi.save(request, {});
}
