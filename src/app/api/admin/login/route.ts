import { signInApi } from '@/server/admin/admin-endpoint';

export function POST(request: Request) {
  return signInApi.login(request);
}
