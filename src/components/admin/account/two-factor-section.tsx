'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

import { RecoveryCodes } from '../sign-in/recovery-codes';
import { TotpEnrolment } from '../sign-in/totp-enrolment';
import { sendAdminChange } from '../use-admin-mutation';
import { AccountSection } from './account-section';
import { CodeForm, PasswordConfirm } from './two-factor-forms';

type Enrolment = { secret: string; qrSvg: string };

/** Two-factor sign-in: set up with an authenticator app, new recovery codes, or turn off. */
export function TwoFactorSection(props: {
  enabled: boolean;
  codesLeft: number;
  required: boolean;
}) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const start = async () => {
    const answer = await sendAdminChange<Enrolment>({
      url: '/api/admin/account/two-factor',
      method: 'POST',
      failed: 'Failed to start',
    });
    if (answer) setEnrolment(answer);
  };
  const finished = (recoveryCodes: string[], message: string) => {
    setEnrolment(null);
    setCodes(recoveryCodes);
    toast.success(message);
    router.refresh();
  };

  return (
    <AccountSection id="two-factor" title="Two-Factor Sign-In">
      <p className="mt-1 text-sm text-muted-foreground">
        {props.enabled
          ? `On. ${props.codesLeft} of 10 recovery codes unused.`
          : 'Off. With it on, signing in also asks for a code from an authenticator app on your phone.'}
      </p>
      {codes ? (
        <>
          <RecoveryCodes codes={codes} />
          <Button className="mt-4" variant="outline" onClick={() => setCodes(null)}>
            I Have Saved Them
          </Button>
        </>
      ) : null}
      {!props.enabled && !enrolment ? (
        <Button className="mt-4" onClick={() => void start()}>
          Set Up Two-Factor Sign-In
        </Button>
      ) : null}
      {enrolment ? (
        <>
          <TotpEnrolment
            intro="Scan this code with an authenticator app, then enter the six-digit code it shows."
            secret={enrolment.secret}
            qrSvg={enrolment.qrSvg}
          />
          <CodeForm
            onDone={(recoveryCodes) => finished(recoveryCodes, 'Two-factor sign-in is on')}
          />
        </>
      ) : null}
      {props.enabled && !codes ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <PasswordConfirm
            id="new-codes"
            action="New Recovery Codes"
            method="POST"
            url="/api/admin/account/recovery-codes"
            onDone={(body) => finished(body.recoveryCodes ?? [], 'New recovery codes made')}
          />
          {props.required ? (
            <p className="text-sm text-muted-foreground">
              The owner requires two-factor sign-in, so it cannot be turned off.
            </p>
          ) : (
            <PasswordConfirm
              id="turn-off"
              action="Turn Off Two-Factor"
              method="DELETE"
              url="/api/admin/account/two-factor"
              onDone={() => {
                toast.success('Two-factor sign-in is off');
                router.refresh();
              }}
            />
          )}
        </div>
      ) : null}
    </AccountSection>
  );
}
