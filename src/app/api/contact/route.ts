import { handleContactRequest } from '@/server/composition/contact-endpoint';

export function POST(request: Request) {
  return handleContactRequest(request);
}
