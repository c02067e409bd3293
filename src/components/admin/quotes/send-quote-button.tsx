'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { useAdminMutation } from '../use-admin-mutation';

/** Mails the client the quote's link; the enquiry moves to quoted. */
export function SendQuoteButton({ id, email }: { id: string; email: string }) {
  const mutate = useAdminMutation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void mutate({
          url: `/api/admin/quotes/${id}/send`,
          method: 'POST',
          done: `The quote is sent to ${email}.`,
          failed: 'Failed to send the quote',
        }).finally(() => setBusy(false));
      }}
    >
      Send to the Client
    </Button>
  );
}
