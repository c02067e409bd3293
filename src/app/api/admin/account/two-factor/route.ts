import { accountApi } from '@/server/admin/users/users-endpoint';

export function POST(request: Request) {
  return accountApi.startTwoFactor(request, {});
}

export function PUT(request: Request) {
  return accountApi.confirmTwoFactor(request, {});
}

export function DELETE(request: Request) {
  return accountApi.turnOffTwoFactor(request, {});
}
