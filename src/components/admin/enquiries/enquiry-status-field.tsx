'use client';

import { enquiryStatuses } from '@/lib/admin/enquiry-filters';

import { StatusBadge } from '../status-badge';
import { NotSpamButton } from './not-spam-button';

/** The dialog's Status row: the status select, or for spam the Not Spam button. */
export function EnquiryStatusField(props: {
  id: string;
  status: string;
  onChange: (next: string) => void;
  onMovedFromSpam: () => void;
}) {
  if (props.status === 'spam')
    return (
      <>
        <dt className="font-medium">Status</dt>
        <dd>
          <NotSpamButton id={props.id} onMoved={props.onMovedFromSpam} />
        </dd>
      </>
    );
  return (
    <>
      <dt className="font-medium">
        <label htmlFor={`status-${props.id}`}>Status</label>
      </dt>
      <dd className="flex items-center gap-3">
        <select
          id={`status-${props.id}`}
          value={props.status}
          onChange={(event) => props.onChange(event.target.value)}
          className="h-9 rounded-md border border-border bg-background px-2 text-sm"
        >
          {enquiryStatuses.map((s) => (
            <option key={s} value={s}>
              {s.charAt(0).toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
        <StatusBadge status={props.status} />
      </dd>
    </>
  );
}
