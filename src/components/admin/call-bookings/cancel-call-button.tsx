'use client';

import { Button } from '@/components/ui/button';

import { ConfirmDelete } from '../confirm-delete';
import { useAdminMutation } from '../use-admin-mutation';

export type CancelCallButtonProps = {
  id: string;
  name: string;
  when: string;
  onCancelled?: () => void;
};

/** Cancels a booked call after asking; the prospect and the team are mailed the cancellation. */
export function CancelCallButton({ id, name, when, onCancelled }: CancelCallButtonProps) {
  const mutate = useAdminMutation();
  return (
    <ConfirmDelete
      title="Cancel the call"
      confirm="Cancel the Call"
      keep="Keep It"
      question={`Cancel the call with ${name} on ${when}? ${name} is sent the cancellation by e-mail.`}
      onConfirm={() =>
        void mutate({
          url: `/api/admin/call-bookings/${id}`,
          method: 'DELETE',
          done: `The call with ${name} is cancelled.`,
          failed: 'Failed to cancel the call',
        }).then((answer) => {
          if (answer !== null) onCancelled?.();
        })
      }
      trigger={
        <Button variant="outline" size="sm" aria-label={`Cancel the call with ${name}`}>
          Cancel Call
        </Button>
      }
    />
  );
}
