'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

import { adminFetch } from '../admin-fetch';
import { StatusBadge } from '../status-badge';

/** In the spam folder: moves the enquiry to the inbox, which sends its notification then. */
export function NotSpamButton({ id, onMoved }: { id: string; onMoved: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const move = async () => {
    setBusy(true);
    try {
      const body = await adminFetch<{ warning?: string }>(`/api/admin/submissions/${id}/not-spam`, {
        method: 'POST',
      });
      if (body.warning) toast.error(body.warning);
      else toast.success('Moved to the inbox; the notification is on its way');
      onMoved();
      router.refresh();
    } catch (error) {
      toast.error(`Failed to move the enquiry: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
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
