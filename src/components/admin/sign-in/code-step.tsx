'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

import { postSignIn, SignInField } from './sign-in-field';
import { TotpEnrolment } from './totp-enrolment';

export type SecondStep =
  | { step: 'code'; challenge: string }
  | { step: 'enrol'; challenge: string; secret: string; qrSvg: string; uri: string };

/** The second step of a sign-in: a code from the app or a recovery code, or enrolling the app. */
export function CodeStep(props: {
  step: SecondStep;
  onSignedIn: (body: Record<string, unknown>) => void;
  onRestart: (message: string) => void;
}) {
  const { step } = props;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await postSignIn('/api/admin/login/code', { challenge: step.challenge, code });
    setPending(false);
    if (result.ok) return props.onSignedIn(result.body);
    toast.error('Authentication failed', { description: result.error });
    if (result.restart) props.onRestart(result.error);
    else setError(result.error);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {step.step === 'enrol' ? (
        <TotpEnrolment
          intro="The owner requires two-factor sign-in. Scan this code with an authenticator app, then enter the six-digit code it shows."
          secret={step.secret}
          qrSvg={step.qrSvg}
        />
      ) : (
        <p className="mt-4 text-center text-sm text-muted-foreground">
          Enter the code from your authenticator app.
        </p>
      )}
      <SignInField
        id="admin-code"
        label={step.step === 'enrol' ? 'Code from the App' : 'Authentication Code'}
        type="text"
        inputMode={step.step === 'enrol' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        error={error}
        hint={
          step.step === 'code' ? 'Lost your phone? Enter one of your recovery codes.' : undefined
        }
      />
      <Button type="submit" className="mt-6 w-full" disabled={pending}>
        {pending ? 'Checking...' : 'Verify'}
      </Button>
    </form>
  );
}
