'use client';

import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { countOf } from '@/lib/utils';

import { sendToEach, type RowRequest } from './send-to-each';
import type { AdminList } from './use-admin-list';

/**
 * A bulk bar's action that changes each selected row through its own API request ('Hide
 * Selected'), and says how many changed (and which did not, and why).
 */
export function BulkActionButton<T>(props: {
  list: AdminList<T>;
  label: string;
  /** What a row is, singular and plural: 'testimonial', 'testimonials'. */
  noun: [string, string];
  /** The past tense the toast says: 'hidden'. */
  done: string;
  request: (row: T) => RowRequest;
  nameOf: (row: T) => string;
}) {
  const router = useRouter();
  const { list } = props;

  const run = async () => {
    const done = await sendToEach(
      list.selectedRows,
      props.request,
      props.nameOf,
      'Failed to change',
    );
    list.clearSelection();
    if (done.length > 0)
      toast.success('Success', {
        description: `${countOf(done.length, ...props.noun)} ${props.done}.`,
      });
    router.refresh();
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void run()}>
      {props.label}
    </Button>
  );
}
