'use client';

import Link from 'next/link';
import { useState } from 'react';

import type { EnquiryStage } from '@/lib/enquiries/stages';
import { displayPhone, phoneHref } from '@/lib/phone';
import type { Enquiry } from '@/server/queries/enquiries';

import { useAdminMutation } from '../use-admin-mutation';
import { EnquiryAudit } from './enquiry-seo-audit';
import { EnquiryCall } from './enquiry-call';
import { EnquiryQuotes } from './enquiry-quotes';
import { EnquiryStatusField } from './enquiry-status-field';
import { EnquiryTimeline } from './enquiry-timeline';

/**
 * One enquiry as the team reads it: contact, what they asked about with its status (changed at
 * once), where it came from, the message, and the timeline with its notes. In the list's dialog
 * and on the enquiry's own page.
 */
export function EnquiryDetails({
  enquiry,
  serviceName,
}: {
  enquiry: Enquiry;
  /** The service as it reads (serviceDisplayName). */
  serviceName: string;
}) {
  const mutate = useAdminMutation();
  const [status, setStatus] = useState(enquiry.status);
  const [lostReason, setLostReason] = useState(enquiry.lostReason);
  // Bumped after a change the timeline should show.
  const [version, setVersion] = useState(0);

  // Shown at once, and put back if the change fails.
  const changeStatus = async (next: EnquiryStage, reason?: string) => {
    const previous = { status, lostReason };
    setStatus(next);
    setLostReason(reason ?? null);
    const changed = await mutate({
      url: `/api/admin/enquiries/${enquiry.id}`,
      method: 'PATCH',
      body: { status: next, lostReason: reason },
      done: 'Status updated successfully',
      failed: 'Failed to update status',
    });
    if (changed === null) {
      setStatus(previous.status);
      setLostReason(previous.lostReason);
    } else setVersion((v) => v + 1);
  };

  return (
    <>
      <section aria-labelledby="contact-info" className="mt-6">
        <h3
          id="contact-info"
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          Contact Information
        </h3>
        <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
          <dt className="font-medium">Name</dt>
          <dd>{enquiry.name}</dd>
          <dt className="font-medium">Email</dt>
          <dd>
            <a href={`mailto:${enquiry.email}`} className="text-primary hover:underline">
              {enquiry.email}
            </a>
          </dd>
          <dt className="font-medium">Phone</dt>
          <dd>
            {enquiry.phone ? (
              <a href={phoneHref(enquiry.phone)} className="text-primary hover:underline">
                {displayPhone(enquiry.phone)}
              </a>
            ) : (
              '-'
            )}
          </dd>
          <dt className="font-medium">Company</dt>
          <dd>{enquiry.company ?? '-'}</dd>
          <dt className="font-medium">Website</dt>
          <dd className="break-all">
            {enquiry.website ? (
              <a
                href={enquiry.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-primary hover:underline"
              >
                {enquiry.website}
              </a>
            ) : (
              '-'
            )}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="inquiry-info" className="mt-6">
        <h3
          id="inquiry-info"
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          Inquiry Details
        </h3>
        <dl className="mt-2 grid grid-cols-[8rem_1fr] items-center gap-y-2 text-sm">
          <dt className="font-medium">Service</dt>
          <dd>{serviceName}</dd>
          <dt className="font-medium">City</dt>
          <dd>{enquiry.city ?? '-'}</dd>
          <EnquiryStatusField
            id={enquiry.id}
            status={status}
            lostReason={lostReason}
            onChange={(next, reason) => void changeStatus(next, reason)}
            onMovedFromSpam={() => {
              setStatus('new');
              setVersion((v) => v + 1);
            }}
          />
          <dt className="font-medium">Form</dt>
          <dd>{originLabels[enquiry.origin]}</dd>
          {enquiry.sourcePage ? (
            <>
              <dt className="font-medium">Sent from</dt>
              <dd className="break-all">{enquiry.sourcePage}</dd>
            </>
          ) : null}
          {enquiry.referrer ? (
            <>
              <dt className="font-medium">Referrer</dt>
              <dd className="break-all">{enquiry.referrer}</dd>
            </>
          ) : null}
          {Object.entries(enquiry.utm).map(([key, value]) => (
            <FragmentRow key={key} term={key} value={value} />
          ))}
        </dl>
      </section>

      <section aria-labelledby="message-info" className="mt-6">
        <h3
          id="message-info"
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          Message
        </h3>
        <p className="mt-2 rounded-md bg-muted p-4 text-sm whitespace-pre-wrap">
          {enquiry.message}
        </p>
      </section>

      {enquiry.website ? (
        <EnquiryAudit
          id={enquiry.id}
          website={enquiry.website}
          onRun={() => setVersion((v) => v + 1)}
        />
      ) : null}

      {enquiry.status === 'spam' ? null : (
        <>
          <EnquiryCall
            id={enquiry.id}
            name={enquiry.name}
            onChange={() => setVersion((v) => v + 1)}
          />
          <EnquiryQuotes id={enquiry.id} version={version} />
          {status === 'won' ? (
            <Link
              href={`/admin/clients/new?enquiry=${enquiry.id}`}
              className="mt-4 inline-block text-sm font-medium text-primary underline"
            >
              Make a Client of {enquiry.company ?? enquiry.name}
            </Link>
          ) : null}
        </>
      )}

      <EnquiryTimeline id={enquiry.id} version={version} />
    </>
  );
}

const originLabels: Record<Enquiry['origin'], string> = {
  contact: 'Contact form',
  audit: 'Free SEO audit',
  booking: 'Call booking',
};

function FragmentRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="font-medium">{term}</dt>
      <dd className="break-all">{value}</dd>
    </>
  );
}
