'use client';

import { useRef, useState, type ReactNode } from 'react';

import { badgeText } from '@/lib/enquiries/stages';
import { displayPhone, phoneHref } from '@/lib/phone';
import { serviceDisplayName, type ServiceOption } from '@/lib/contact-options';
import { formatTableDate, formatTableTime } from '@/lib/dates';
import type { ListDefinition } from '@/lib/admin/list-view';
import type { Enquiry } from '@/server/queries/enquiries';

import { AdminTable } from '../admin-table-head';
import { BulkActionButton } from '../list/bulk-action';
import { BulkDeleteButton } from '../list/bulk-delete';
import { BulkBar, SelectPage } from '../list/list-controls';
import { SelectableName } from '../list/selectable-list';
import { useAdminList } from '../list/use-admin-list';
import { StatusBadge } from '../status-badge';
import { EnquiryActions, EnquiryDialog, type ViewedEnquiry } from './enquiry-actions';

// The server searches, filters and pages the enquiries (the spec's filters, in the address), so the
// list here only selects among the page it was given.
const pageOnly: ListDefinition<Enquiry> = { searchText: () => '', pageSize: Infinity };

const noun: [string, string] = ['enquiry', 'enquiries'];

// Lost asks why, one enquiry at a time, in its dialog.
const STATUS_ACTIONS = [
  { status: 'contacted', label: 'Mark Contacted', done: 'marked contacted' },
  { status: 'won', label: 'Mark Won', done: 'marked won' },
  { status: 'new', label: 'Mark New', done: 'marked new' },
] as const;

/** One page of enquiries: each row's contact, service, date and status; selected rows change together. */
export function EnquiryTable(props: {
  enquiries: Enquiry[];
  services: readonly ServiceOption[];
  /** Whether the signed-in role may move enquiries to the trash. */
  canDelete: boolean;
  /** What the list shows without enquiries; an open dialog stays over it. */
  empty: ReactNode;
}) {
  const list = useAdminList(props.enquiries, pageOnly, (enquiry) => enquiry.id);
  const [viewing, setViewing] = useState<ViewedEnquiry | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const url = (enquiry: Enquiry) => `/api/admin/enquiries/${enquiry.id}`;
  const nameOf = (enquiry: Enquiry) => `the enquiry from ${enquiry.name}`;

  // As the list has it now (a note or stage saved since it opened), else as it was opened.
  const shown = viewing && {
    ...viewing,
    enquiry: props.enquiries.find((e) => e.id === viewing.enquiry.id) ?? viewing.enquiry,
  };
  const dialog = (
    <EnquiryDialog
      viewing={shown}
      canDelete={props.canDelete}
      onClose={() => setViewing(null)}
      // Back to the row's View button; when the row has left the list, to the page's main region.
      returnFocus={() =>
        (opener.current?.isConnected ? opener.current : document.querySelector('main'))?.focus()
      }
    />
  );
  // The dialog first, in both cases: a list emptied by a change must not remount it.
  if (props.enquiries.length === 0)
    return (
      <>
        {dialog}
        {props.empty}
      </>
    );
  return (
    <>
      {dialog}
      <BulkBar list={list}>
        {STATUS_ACTIONS.map((action) => (
          <BulkActionButton
            key={action.status}
            list={list}
            label={action.label}
            noun={noun}
            done={action.done}
            request={(enquiry) => ({
              url: url(enquiry),
              method: 'PATCH',
              body: { status: action.status },
            })}
            nameOf={nameOf}
          />
        ))}
        {props.canDelete ? (
          <BulkDeleteButton
            list={list}
            noun={noun}
            urlOf={url}
            nameOf={nameOf}
            question={(count, n) =>
              `Move ${count} to the trash? ${n === 1 ? 'It' : 'They'} can be restored from there for 30 days, with notes and timeline.`
            }
          />
        ) : null}
      </BulkBar>
      <AdminTable
        caption="Enquiries, newest first"
        columns={['Name', 'Email/Phone', 'Service', 'City', 'Date', 'Status']}
        lead={<SelectPage list={list} />}
      >
        {list.view.rows.map((s) => (
          <tr key={s.id} className="bg-card">
            <td className="px-4 py-3">
              <div className="font-medium">
                <SelectableName list={list} row={s} name={s.name} />
              </div>
              {s.company ? (
                <div className="pl-7 text-xs text-muted-foreground">{s.company}</div>
              ) : null}
            </td>
            <td className="px-4 py-3">
              <a href={`mailto:${s.email}`} className="block text-primary hover:underline">
                {s.email}
              </a>
              {s.phone ? (
                <a
                  href={phoneHref(s.phone)}
                  className="block text-xs text-muted-foreground hover:underline"
                >
                  {displayPhone(s.phone)}
                </a>
              ) : null}
            </td>
            <td className="px-4 py-3">{serviceDisplayName(s.serviceInterest, props.services)}</td>
            <td className="px-4 py-3">{s.city ?? '-'}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              <div>{formatTableDate(s.createdAt)}</div>
              <div className="text-xs text-muted-foreground">{formatTableTime(s.createdAt)}</div>
            </td>
            <td className="px-4 py-3">
              <StatusBadge status={s.status} label={badgeText(s.status)} />
            </td>
            <td className="px-4 py-3">
              <EnquiryActions
                enquiry={s}
                canDelete={props.canDelete}
                onView={(button) => {
                  opener.current = button;
                  setViewing({
                    enquiry: s,
                    serviceName: serviceDisplayName(s.serviceInterest, props.services),
                  });
                }}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
