import { handleQuoteAnswer } from '@/server/composition/quote-endpoint';

export async function POST(request: Request, { params }: RouteContext<'/api/quotes/[token]'>) {
  return handleQuoteAnswer(request, (await params).token);
}
