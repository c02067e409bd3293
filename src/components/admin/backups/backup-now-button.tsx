'use client';

import { DatabaseBackup } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { sendAdminChange } from '../use-admin-mutation';

/** Takes a backup of the database and the uploads now, while the site keeps answering. */
export function BackupNowButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const backUp = async () => {
    setBusy(true);
    const taken = await sendAdminChange<{ name: string; copiedTo?: string; copyFailed?: string }>({
      url: '/api/admin/backups',
      method: 'POST',
      done: ({ name, copiedTo, copyFailed }) =>
        copyFailed
          ? { warning: `Backup ${name} taken, but not copied to the bucket: ${copyFailed}` }
          : copiedTo
            ? `Backup ${name} taken and copied to ${copiedTo}.`
            : `Backup ${name} taken.`,
      failed: 'The backup failed',
    });
    setBusy(false);
    if (taken) router.refresh();
  };
  return (
    <Button onClick={() => void backUp()} disabled={busy}>
      <DatabaseBackup className="h-4 w-4" aria-hidden />
      {busy ? 'Backing up...' : 'Back Up Now'}
    </Button>
  );
}
