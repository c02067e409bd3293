import { handleContactRequest } from '@/server/contact/contact-endpoint';

export function POST(request: Request) {
  return handleContactRequest(request);
}
