import { leadSettingsApi } from '@/server/admin/leads/leads-endpoint';

export function POST(request: Request) {
  return leadSettingsApi.testWebhook(request, {});
}
