import { signInApi } from '@/server/admin/sign-in/sign-in-endpoint';

export function POST(request: Request) {
  return signInApi.logout(request);
}
