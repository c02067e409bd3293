'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { badgeText, ENQUIRY_STAGES, stageLabels, type EnquiryStage } from '@/lib/enquiries/stages';
import { LOST_REASON_MESSAGE } from '@/lib/validation/enquiry';

import { StatusBadge } from '../status-badge';
import { NotSpamButton } from './not-spam-button';

/**
 * The dialog's Status row: the stage select (saved at once), or for spam the Not Spam button.
 * Lost asks why first: the reason field and Save appear, and only then is it saved.
 */
export function EnquiryStatusField(props: {
  id: string;
  status: string;
  lostReason: string | null;
  onChange: (next: EnquiryStage, lostReason?: string) => void;
  onMovedFromSpam: () => void;
}) {
  const [askingWhy, setAskingWhy] = useState(false);
  const [reason, setReason] = useState(props.lostReason ?? '');
  const [error, setError] = useState<string | null>(null);
  if (props.status === 'spam')
    return (
      <>
        <dt className="font-medium">Status</dt>
        <dd>
          <NotSpamButton id={props.id} onMoved={props.onMovedFromSpam} />
        </dd>
      </>
    );
  const reasonId = `lost-reason-${props.id}`;
  const saveLost = () => {
    if (reason.trim().length < 2) return setError(LOST_REASON_MESSAGE);
    setError(null);
    setAskingWhy(false);
    props.onChange('lost', reason.trim());
  };
  return (
    <>
      <dt className="font-medium">
        <label htmlFor={`status-${props.id}`}>Status</label>
      </dt>
      <dd className="flex flex-wrap items-center gap-3">
        <select
          id={`status-${props.id}`}
          value={askingWhy ? 'lost' : props.status}
          onChange={(event) => {
            const next = event.target.value as EnquiryStage;
            if (next === 'lost') return setAskingWhy(true);
            setAskingWhy(false);
            props.onChange(next);
          }}
          className="h-9 rounded-md border border-border bg-background px-2 text-sm"
        >
          {ENQUIRY_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {stageLabels[stage]}
            </option>
          ))}
        </select>
        <StatusBadge status={props.status} label={badgeText(props.status)} />
      </dd>
      {askingWhy ? (
        <>
          <dt className="font-medium">
            <label htmlFor={reasonId}>Why was it lost?</label>
          </dt>
          <dd>
            <div className="flex flex-wrap gap-2">
              <input
                id={reasonId}
                // Lost was just chosen: the question is what comes next.
                autoFocus
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={300}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${reasonId}-error` : undefined}
                className="h-9 min-w-0 flex-1 rounded-md border border-border bg-background px-2 text-sm"
              />
              <Button type="button" size="sm" onClick={saveLost}>
                Save
              </Button>
            </div>
            {error ? (
              <p id={`${reasonId}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            ) : null}
          </dd>
        </>
      ) : props.status === 'lost' && props.lostReason ? (
        <>
          <dt className="font-medium">Lost because</dt>
          <dd>{props.lostReason}</dd>
        </>
      ) : null}
    </>
  );
}
