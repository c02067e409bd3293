import { faqApiFor } from '@/server/admin/ordered-lists/faq-api-for';

type Context = RouteContext<'/api/admin/faqs/[page]'>;

export async function POST(request: Request, { params }: Context) {
  const { page } = await params;
  return (
    faqApiFor(page)?.create(request, {}) ?? Response.json({ error: 'Not found' }, { status: 404 })
  );
}
