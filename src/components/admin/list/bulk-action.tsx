'use client';

import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { countOf } from '@/lib/utils';

import { adminFetch } from '../admin-fetch';
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
  request: (row: T) => { url: string; method: 'POST' | 'PUT' | 'PATCH'; body: object };
  nameOf: (row: T) => string;
}) {
  const router = useRouter();
  const { list } = props;

  const run = async () => {
    let changed = 0;
    const failed: string[] = [];
    const reasons = new Set<string>();
    for (const row of list.selectedRows) {
      const { url, method, body } = props.request(row);
      try {
        await adminFetch(url, { method, body: JSON.stringify(body) });
        changed++;
      } catch (error) {
        failed.push(props.nameOf(row));
        reasons.add((error as Error).message);
      }
    }
    list.clearSelection();
    if (changed > 0)
      toast.success('Success', {
        description: `${countOf(changed, ...props.noun)} ${props.done}.`,
      });
    if (failed.length > 0)
      toast.error(`Failed to change ${failed.join(', ')}`, {
        description: [...reasons].join(' '),
      });
    router.refresh();
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void run()}>
      {props.label}
    </Button>
  );
}
