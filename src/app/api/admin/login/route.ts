import { adminApi } from '@/server/admin/admin-endpoint';

export function POST(request: Request) {
  return adminApi.login(request);
}
