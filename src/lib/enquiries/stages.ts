// An enquiry's stage, from its arrival to a client won or lost (DECISIONS 31). The spec's three
// statuses map onto them: new and contacted as they are, closed as won or lost, and its "Closed"
// filter shows both. Spam is kept apart, in its own folder, and is no stage.

export const ENQUIRY_STAGES = ['new', 'contacted', 'call-booked', 'quoted', 'won', 'lost'] as const;

export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];

export const stageLabels: Record<EnquiryStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  'call-booked': 'Call booked',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** The stages the spec calls closed. */
export const CLOSED_STAGES: readonly EnquiryStage[] = ['won', 'lost'];

const isStage = (value: string): value is EnquiryStage => Object.hasOwn(stageLabels, value);

/** A stored status as the admin reads it; spam, or anything else, by its own name. */
export const stageLabel = (status: string) =>
  isStage(status) ? stageLabels[status] : status.charAt(0).toUpperCase() + status.slice(1);

/** A badge's text, lower-case (the badge capitalises it): "call booked". */
export const badgeText = (status: string) => status.replace('-', ' ');
