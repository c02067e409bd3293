import { formatLongDate } from '@/lib/dates';
import { clientStatusLabels } from '@/lib/validation/client';
import type { ClientEvent } from '@/server/queries/client-events';

import { StatusBadge } from '../status-badge';

/** A client's history, newest first: each start, pause, resumption and end, its date and note. */
export function ClientHistory({ events }: { events: ClientEvent[] }) {
  return (
    <ol className="mt-4 space-y-3">
      {events.map((event, index) => (
        <li key={event.id} className="rounded-lg border border-border bg-card p-4 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <StatusBadge
              status={event.status}
              label={
                index === events.length - 1
                  ? 'Started'
                  : event.status === 'active'
                    ? 'Resumed'
                    : clientStatusLabels[event.status]
              }
            />
            <span className="font-medium">from {formatLongDate(event.onDate)}</span>
            <span className="text-muted-foreground">recorded by {event.author}</span>
          </p>
          {event.note ? <p className="mt-2 whitespace-pre-line">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
