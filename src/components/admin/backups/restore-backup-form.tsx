'use client';

import { ArchiveRestore, Upload } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatLongDateTime } from '@/lib/dates';
import type { BackupSummary } from '@/server/backups/backup-contents';

import { ConfirmDelete } from '../confirm-delete';
import { sendAdminChange } from '../use-admin-mutation';

type Checked = { id: string; summary: BackupSummary };

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** Restore from a backup file: uploaded and checked first, shown as what it holds, then applied. */
export function RestoreBackupForm() {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'restoring' | null>(null);

  const check = async () => {
    const file = input.current?.files?.[0];
    setChecked(null);
    if (!file) return setProblem('Choose a backup file (site-backup-....tar.gz) to upload.');
    setProblem(null);
    setBusy('checking');
    const answer = await sendAdminChange<Checked>({
      url: '/api/admin/backups/restore',
      method: 'POST',
      body: new Blob([file], { type: 'application/gzip' }),
      failed: 'This file cannot be restored',
      onFailure: (error) => {
        setProblem(error.message);
        return true;
      },
    });
    setBusy(null);
    setChecked(answer);
  };

  const restore = async (id: string) => {
    setBusy('restoring');
    const answer = await sendAdminChange<{ restored: BackupSummary; before: string }>({
      url: `/api/admin/backups/restore/${id}`,
      method: 'POST',
      done: ({ restored, before }) => ({
        title: `Restored the backup of ${formatLongDateTime(restored.takenAt)}.`,
        description: `The site as it was before is in ${before}.`,
      }),
      failed: 'The restore failed',
      onFailure: (error) => {
        setProblem(error.message);
        return true;
      },
    });
    setBusy(null);
    setChecked(null);
    if (answer) {
      if (input.current) input.current.value = '';
      router.refresh();
    }
  };

  return (
    <div className="mt-4 rounded-lg border border-border bg-card p-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="restore-file" className="text-sm font-medium">
            Backup file
          </label>
          <input
            ref={input}
            id="restore-file"
            type="file"
            accept=".tar.gz,.tgz,application/gzip"
            aria-describedby={problem ? 'restore-problem' : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={() => setChecked(null)}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5 file:text-sm"
          />
        </div>
        <Button variant="outline" onClick={() => void check()} disabled={busy !== null}>
          <Upload className="h-4 w-4" aria-hidden />
          {busy === 'checking' ? 'Checking...' : 'Check Backup'}
        </Button>
      </div>
      {problem && (
        <p id="restore-problem" role="alert" className="text-destructive mt-3 text-sm">
          {problem}
        </p>
      )}
      {checked && <BackupHolds checked={checked} busy={busy} onRestore={restore} />}
    </div>
  );
}

function BackupHolds({
  checked: { id, summary },
  busy,
  onRestore,
}: {
  checked: Checked;
  busy: string | null;
  onRestore: (id: string) => Promise<void>;
}) {
  const { rows, migrations } = summary;
  const taken = formatLongDateTime(summary.takenAt);
  return (
    <section aria-labelledby="restore-holds" className="mt-5 border-t border-border pt-5">
      <h3 id="restore-holds" className="font-semibold">
        The backup of {taken} holds
      </h3>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm sm:grid-cols-2">
        <li>{plural(rows.enquiries, 'enquiry', 'enquiries')}</li>
        <li>{plural(rows.posts, 'blog post')}</li>
        <li>{plural(rows.cityPages, 'city page')}</li>
        <li>{plural(rows.services, 'service')}</li>
        <li>{plural(rows.users, 'team account')}</li>
        <li>{plural(summary.uploads, 'uploaded image')}</li>
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">
        {migrations.backup === migrations.site
          ? 'It was made by this version of the site.'
          : `It was made by an older version of the site (${migrations.backup} of ${migrations.site} database changes): it is brought up to date as it is restored.`}{' '}
        Its database and files were checked and are whole.
      </p>
      <ConfirmDelete
        title="Restore this backup?"
        question={`Everything on the site now (enquiries, posts, pages, settings, team and images) is replaced by the backup of ${taken}. A backup of the site as it is now is taken first. The site answers "being restored" for the moment it takes.`}
        confirm="Restore"
        onConfirm={() => void onRestore(id)}
        trigger={
          <Button variant="destructive" className="mt-4" disabled={busy !== null}>
            <ArchiveRestore className="h-4 w-4" aria-hidden />
            {busy === 'restoring' ? 'Restoring...' : 'Restore This Backup'}
          </Button>
        }
      />
    </section>
  );
}
