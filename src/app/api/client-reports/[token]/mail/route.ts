import { handleReportMailChoice } from '@/server/composition/client-report-endpoint';

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/client-reports/[token]/mail'>,
) {
  return handleReportMailChoice(request, (await params).token);
}
