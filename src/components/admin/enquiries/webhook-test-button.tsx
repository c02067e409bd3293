'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { WebhookDelivery } from '@/server/queries/webhook-deliveries';

import { adminFetch } from '../admin-fetch';

/** Sends a test delivery to the saved webhook and says what the receiver answered. */
export function WebhookTestButton({ disabled }: { disabled: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      const { delivery } = await adminFetch<{ delivery: WebhookDelivery }>(
        '/api/admin/enquiries/settings/webhook-test',
        { method: 'POST' },
      );
      if (delivery.status === 'delivered')
        toast.success(`Test delivered: the receiver answered HTTP ${delivery.lastStatusCode}`);
      else toast.error(`Test not delivered: ${delivery.lastError ?? 'no answer'}`);
      router.refresh();
    } catch (error) {
      toast.error(`Failed to send the test: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="outline" disabled={disabled || busy} onClick={() => void send()}>
      {busy ? 'Sending...' : 'Send Test'}
    </Button>
  );
}
