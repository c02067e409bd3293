import { faqApiFor } from '@/server/admin/ordered-lists/faq-api-for';

type Context = RouteContext<'/api/admin/faqs/[page]/[id]'>;
const notFound = () => Response.json({ error: 'Not found' }, { status: 404 });

export async function PUT(request: Request, { params }: Context) {
  const { page, id } = await params;
  return faqApiFor(page)?.update(request, { id }) ?? notFound();
}

/** Hides or shows the FAQ: { hidden: boolean }. */
export async function PATCH(request: Request, { params }: Context) {
  const { page, id } = await params;
  return faqApiFor(page)?.setVisibility(request, { id }) ?? notFound();
}

export async function DELETE(request: Request, { params }: Context) {
  const { page, id } = await params;
  return faqApiFor(page)?.remove(request, { id }) ?? notFound();
}
