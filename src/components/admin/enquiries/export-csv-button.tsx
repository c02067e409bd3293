'use client';

import { Download } from 'lucide-react';

import { toast } from '@/components/ui/toast';
import { Button, buttonClasses } from '@/components/ui/button';

/** Downloads the CSV the server builds from the current filters. */
export function ExportCsvButton({ query, count }: { query: string; count: number }) {
  if (count === 0) {
    return (
      <Button variant="outline" size="sm" disabled onClick={() => toast.error('No data to export')}>
        <Download className="h-4 w-4" aria-hidden />
        Export CSV
      </Button>
    );
  }
  return (
    <a
      href={`/api/admin/enquiries/export${query}`}
      download
      className={buttonClasses('outline', 'sm')}
    >
      <Download className="h-4 w-4" aria-hidden />
      Export CSV
    </a>
  );
}
