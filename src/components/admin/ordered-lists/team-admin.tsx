'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { emptyTeamMember, teamMemberSchema, type TeamMemberInput } from '@/lib/validation/people';
import type { TeamMember } from '@/server/queries/people';

import { ItemForm, type ItemField } from './item-form';
import { OrderedList } from './ordered-list';

const fields: Array<ItemField<TeamMemberInput>> = [
  { name: 'name', label: 'Name *', kind: 'text' },
  { name: 'role', label: 'Role *', kind: 'text' },
  { name: 'bio', label: 'Bio *', kind: 'textarea' },
  { name: 'image', label: 'Photo *', kind: 'image' },
  { name: 'hidden', label: 'Hide from the contact page', kind: 'hidden' },
];

const toInput = ({ id: _id, ...values }: TeamMember): TeamMemberInput => values;

/** The contact page's leadership team: add, edit, order, hide and delete. */
export function TeamAdmin({ members }: { members: TeamMember[] }) {
  const router = useRouter();
  // An item's id, 'new' for the add form, or null when no form is open.
  const [editing, setEditing] = useState<string | null>(null);
  const current = members.find((m) => m.id === editing);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Leadership Team</h1>
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          <Plus className="h-4 w-4" aria-hidden />
          New Team Member
        </Button>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        Shown on the contact page under “Meet Our Leadership”, in this order.
      </p>
      {editing ? (
        <ItemForm
          key={editing}
          noun="team member"
          api="/api/admin/team"
          schema={teamMemberSchema}
          fields={fields}
          item={current ? { id: current.id, values: toInput(current) } : null}
          empty={emptyTeamMember}
          onDone={() => {
            setEditing(null);
            router.refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <OrderedList
        api="/api/admin/team"
        noun="team member"
        caption="The leadership team, in the order the contact page shows it"
        items={members.map((m) => ({ id: m.id, title: m.name, detail: m.role, hidden: m.hidden }))}
        onEdit={(id) => {
          setEditing(id);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        empty="No team members yet: the contact page leaves the section out."
      />
    </div>
  );
}
