import { AlertCircle, CheckCircle2, Loader2, Send } from '@/components/ui/icons';

import type { ContactFormIcons } from './contact-form-view';

/**
 * The contact form's icons, drawn by the server component that places the form and handed to
 * its client code as elements, so no icon-drawing code ships with the form (see ui/icons.tsx).
 */
export const contactFormIcons: ContactFormIcons = {
  error: (
    <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
  ),
  sending: <Loader2 className="h-4 w-4 animate-spin" aria-hidden />,
  sent: <CheckCircle2 className="h-4 w-4" aria-hidden />,
  send: <Send className="h-4 w-4" aria-hidden />,
};
