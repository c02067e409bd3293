// One entry of the audit's catalogue (audit-checks.ts): what it checks, its weight in the score,
// why it matters and what fixing it involves, in plain words.

export type CheckGroup = 'technical' | 'content' | 'local';

/** The groups in the order the method page and the report list them. */
export const CHECK_GROUPS: Array<{ group: CheckGroup; title: string }> = [
  { group: 'technical', title: 'How the site answers' },
  { group: 'content', title: 'What each page tells search engines' },
  { group: 'local', title: 'What local customers and Google Maps need' },
];

export type AuditCheck = {
  id: string;
  group: CheckGroup;
  label: string;
  weight: number;
  why: string;
  fix: string;
};

export const check = (
  id: string,
  group: CheckGroup,
  weight: number,
  label: string,
  why: string,
  fix: string,
): AuditCheck => ({ id, group, weight, label, why, fix });
