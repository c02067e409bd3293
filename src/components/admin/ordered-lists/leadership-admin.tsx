'use client';

import { emptyTeamMember, teamMemberSchema, type TeamMemberInput } from '@/lib/validation/people';
import type { TeamMember } from '@/server/queries/people';

import type { ItemField } from './item-form';
import { OrderedListAdmin } from './ordered-list-admin';

const fields: Array<ItemField<TeamMemberInput>> = [
  { name: 'name', label: 'Name *', kind: 'text' },
  { name: 'role', label: 'Role *', kind: 'text' },
  { name: 'bio', label: 'Bio *', kind: 'textarea' },
  { name: 'image', label: 'Photo *', kind: 'image' },
  { name: 'hidden', label: 'Hide from the contact page', kind: 'hidden' },
];

/** The contact page's leadership team. */
export function LeadershipAdmin({ members }: { members: TeamMember[] }) {
  return (
    <OrderedListAdmin
      title="Leadership Team"
      level="h1"
      description="Shown on the contact page under “Meet Our Leadership”, in this order."
      newLabel="New Team Member"
      noun="team member"
      plural="team members"
      api="/api/admin/leadership"
      schema={teamMemberSchema}
      fields={fields}
      empty={emptyTeamMember}
      caption="The leadership team, in the order the contact page shows it"
      emptyText="No team members yet: the contact page leaves the section out."
      items={members.map(({ id, ...values }) => ({
        id,
        title: values.name,
        detail: values.role,
        hidden: values.hidden,
        values,
      }))}
    />
  );
}
