'use client';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { formatTableDateTime } from '@/lib/dates';

export type IssuedLink = {
  link: string;
  expiresAt: string;
  mailed: boolean;
  email: string;
  kind: 'invite' | 'reset';
};

/** A new invite or reset link, to pass on: it is shown once and works once. */
export function LinkNotice({ issued }: { issued: IssuedLink }) {
  const what = issued.kind === 'invite' ? 'Invite link' : 'Password reset link';
  return (
    <div role="status" className="mt-4 rounded-md border border-border bg-background p-4 text-sm">
      <p className="font-medium">
        {what} for {issued.email}, valid until {formatTableDateTime(issued.expiresAt)}
      </p>
      <p className="mt-1 text-muted-foreground">
        {issued.mailed
          ? 'It has been sent by e-mail too. It works once.'
          : 'Mail is not set up: pass this link on yourself. It works once.'}
      </p>
      <div className="mt-2 flex gap-2">
        <input
          readOnly
          value={issued.link}
          aria-label={what}
          className="block w-full rounded-md border border-border bg-card px-3 py-2 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              .writeText(issued.link)
              .then(() => toast.success('Link copied'))
              .catch(() => toast.error('Could not copy: select the link and copy it'))
          }
        >
          Copy
        </Button>
      </div>
    </div>
  );
}
