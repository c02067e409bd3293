import { searchConsoleApi } from '@/server/admin/insights/search-console-endpoint';

export function POST(request: Request) {
  return searchConsoleApi.importCsv(request, {});
}
