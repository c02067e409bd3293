'use client';

import { Mail } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { EmailTemplateInput } from '@/lib/validation/email-template';

import { AdminDialog } from '../admin-dialog';
import { labelClass } from '../form-fields';
import { EmailTemplateForm, type EditableTemplate } from './email-template-form';
import { useAdminMutation } from '../use-admin-mutation';

type Which = 'notification' | 'auto-reply';

const descriptions: Record<Which, string> = {
  notification: 'The e-mail sent to you when someone submits the contact form.',
  'auto-reply': 'The e-mail the visitor receives when they submit the contact form.',
};

export function EmailTemplateDialog({
  templates,
}: {
  templates: Record<Which, EditableTemplate | null>;
}) {
  const mutate = useAdminMutation();
  const [open, setOpen] = useState(false);
  const [which, setWhich] = useState<Which>('notification');
  // Bumped on close, so reopening shows the saved text rather than an abandoned edit.
  const [opened, setOpened] = useState(0);
  const template = templates[which];

  const save = async (values: EmailTemplateInput) => {
    const saved = await mutate<{ warnings?: string[] }>({
      url: '/api/admin/enquiries/email-template',
      method: 'PUT',
      body: values,
      // Placeholders the text does not use are said, not refused.
      done: (answer) => ({
        title: 'Email template updated successfully',
        description: answer.warnings?.join(' '),
      }),
      failed: 'Failed to update template',
    });
    if (saved !== null) setOpen(false);
    return saved !== null;
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setOpened((n) => n + 1);
        setOpen(next);
      }}
      trigger={
        <Button variant="outline" size="sm" disabled={!templates.notification}>
          <Mail className="h-4 w-4" aria-hidden />
          Edit Email Template
        </Button>
      }
      title="Edit Email Template"
      description={descriptions[which]}
      size="max-h-[92vh] w-[min(64rem,96vw)]"
    >
      <div className="mt-4 max-w-xs">
        <label htmlFor="template-which" className={labelClass}>
          Template
        </label>
        <select
          id="template-which"
          value={which}
          onChange={(event) => setWhich(event.target.value as Which)}
          className="h-9 w-full rounded-md border border-border bg-background px-2 text-sm"
        >
          <option value="notification">Notification to you</option>
          <option value="auto-reply" disabled={!templates['auto-reply']}>
            Auto-reply to the visitor
          </option>
        </select>
      </div>
      {template ? (
        <EmailTemplateForm
          key={`${which}-${opened}`}
          which={which}
          template={template}
          onSave={save}
        />
      ) : null}
    </AdminDialog>
  );
}
