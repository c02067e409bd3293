import { accountApi } from '@/server/admin/users/users-endpoint';

export function POST(request: Request) {
  return accountApi.acceptLink(request);
}
