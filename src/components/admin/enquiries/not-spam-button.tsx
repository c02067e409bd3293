'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { StatusBadge } from '../status-badge';
import { useAdminMutation } from '../use-admin-mutation';

/** In the spam folder: moves the enquiry to the inbox, which sends its notification then. */
export function NotSpamButton({ id, onMoved }: { id: string; onMoved: () => void }) {
  const mutate = useAdminMutation();
  const [busy, setBusy] = useState(false);

  const move = async () => {
    setBusy(true);
    const answer = await mutate<{ warning?: string }>({
      url: `/api/admin/enquiries/${id}/not-spam`,
      method: 'POST',
      done: (body) =>
        body.warning
          ? { warning: body.warning }
          : 'Moved to the inbox; the notification is on its way',
      failed: 'Failed to move the enquiry',
    });
    setBusy(false);
    if (answer) onMoved();
  };

  return (
    <span className="flex items-center gap-3">
      <StatusBadge status="spam" />
      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void move()}>
        Not Spam
      </Button>
    </span>
  );
}
