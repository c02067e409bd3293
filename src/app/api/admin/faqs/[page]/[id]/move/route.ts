import { faqApiFor } from '@/server/admin/ordered-lists/faq-api-for';

type Context = RouteContext<'/api/admin/faqs/[page]/[id]/move'>;

export async function POST(request: Request, { params }: Context) {
  const { page, id } = await params;
  return (
    faqApiFor(page)?.move(request, { id }) ?? Response.json({ error: 'Not found' }, { status: 404 })
  );
}
