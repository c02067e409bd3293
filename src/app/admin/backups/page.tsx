import { Download } from 'lucide-react';
import type { Metadata } from 'next';

import { AdminEmptyState, AdminTable } from '@/components/admin/admin-table-head';
import { BackupNowButton } from '@/components/admin/backups/backup-now-button';
import { BackupScheduleForm } from '@/components/admin/backups/backup-schedule-form';
import { RestoreBackupForm } from '@/components/admin/backups/restore-backup-form';
import { NoAccess } from '@/components/admin/no-access';
import { formatLongDateTime } from '@/lib/dates';
import { fileSize } from '@/lib/file-size';
import { loadBackups } from '@/server/admin/backups/load-backups';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Backups' };

export default async function BackupsPage() {
  if (!(await adminFor('backups'))) return <NoAccess />;
  const { backups, schedule, bucket, keysFromSecret } = await loadBackups();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Backups</h1>
        <BackupNowButton />
      </div>
      <p className="mt-1 max-w-3xl text-muted-foreground">
        Each backup is one archive of the database and the uploaded images, taken while the site
        keeps answering.{' '}
        {bucket
          ? `Each is also copied to the S3 bucket ${bucket}, under backups/ (the bucket's lifecycle rules decide how long copies stay).`
          : 'Download them now and then: a backup on this server does not survive the server.'}
      </p>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        A backup holds none of the site&apos;s keys, so it alone cannot reveal the SMTP password.
        Restored here, everything reads as before; restored on another server, type the SMTP
        password again in Mail settings
        {keysFromSecret
          ? ', unless that server has the same APP_SECRET as this one.'
          : ' (this site keeps its keys in its database: set APP_SECRET to carry them).'}
      </p>
      {backups.length === 0 ? (
        <AdminEmptyState>No backup yet. Back up now, or wait for the daily one.</AdminEmptyState>
      ) : (
        <AdminTable caption="Backups, newest first" columns={['Taken', 'Size', 'File']}>
          {backups.map((backup) => (
            <tr key={backup.name}>
              <td className="px-4 py-3 whitespace-nowrap">{formatLongDateTime(backup.takenAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{fileSize(backup.bytes)}</td>
              <td className="px-4 py-3 font-mono text-xs">{backup.name}</td>
              <td className="px-4 py-3 text-right">
                <a
                  href={`/api/admin/backups/${backup.name}`}
                  download
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
                >
                  <Download className="h-4 w-4" aria-hidden />
                  Download
                  <span className="sr-only">
                    {' '}
                    the backup of {formatLongDateTime(backup.takenAt)}
                  </span>
                </a>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <h2 id="backup-schedule-heading" className="mt-10 text-xl font-semibold">
        Daily Backup
      </h2>
      <BackupScheduleForm values={schedule} />
      <h2 className="mt-10 text-xl font-semibold">Restore a Backup</h2>
      <p className="mt-1 max-w-3xl text-muted-foreground">
        Upload a backup of this site: it is checked and shown as what it holds before anything
        changes.
      </p>
      <RestoreBackupForm />
    </div>
  );
}
