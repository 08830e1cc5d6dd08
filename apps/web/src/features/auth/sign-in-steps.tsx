import type { LoginBody } from '@datadeck/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { PageLoader } from '../../shared/ui/page-states.tsx';
import type { ExpiredPasswordBody } from './api.ts';
import type { MfaRequest } from './mfa-code-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

// The later steps load when an answer asks for them: the first paint of sign-in needs neither.
const ExpiredPasswordForm = lazy(() =>
  import('./expired-password-form.tsx').then((module) => ({ default: module.ExpiredPasswordForm })),
);
const MfaCodeForm = lazy(() => import('./mfa-code-form.tsx').then((module) => ({ default: module.MfaCodeForm })));

type SignInStepsProps = {
  onSignedIn: () => void;
  /** Why the page was opened, on the form's alert (a refused single sign-on). */
  alert?: string;
  /** Below the password form while it shows: the other ways in (single sign-on). */
  otherWays?: ReactNode;
};

/**
 * Sign-in, then the steps the answer may ask for, with what the user typed: a new password when
 * it has expired, the code of the second factor when the user has MFA (after the new password,
 * when both apply). Whatever the path, the user ends signed in the same way.
 */
export function SignInSteps({ onSignedIn, alert, otherWays }: SignInStepsProps) {
  const [typed, setTyped] = useState<LoginBody | undefined>(undefined);
  const [step, setStep] = useState<'sign-in' | 'expired-password' | 'mfa'>('sign-in');
  const [mfaRequest, setMfaRequest] = useState<MfaRequest | null>(null);

  const askForCode = (request: MfaRequest) => {
    setMfaRequest(request);
    setStep('mfa');
  };

  if (step === 'mfa' && mfaRequest !== null) {
    return (
      <Suspense fallback={<PageLoader />}>
        <MfaCodeForm request={mfaRequest} onSignedIn={onSignedIn} onBack={() => setStep('sign-in')} />
      </Suspense>
    );
  }
  if (step === 'expired-password' && typed !== undefined) {
    return (
      <Suspense fallback={<PageLoader />}>
        <ExpiredPasswordForm
          credentials={typed}
          onSignedIn={onSignedIn}
          onBack={() => setStep('sign-in')}
          onMfaRequired={(body: ExpiredPasswordBody) => askForCode({ kind: 'expired-password', body })}
        />
      </Suspense>
    );
  }
  return (
    <>
      <SignInForm
        defaultValues={typed}
        // Said once: back from a later step, the password was what the person went on with.
        alert={typed === undefined ? alert : undefined}
        onSignedIn={onSignedIn}
        onPasswordExpired={(credentials) => {
          setTyped(credentials);
          setStep('expired-password');
        }}
        onMfaRequired={(credentials) => {
          setTyped(credentials);
          askForCode({ kind: 'login', body: credentials });
        }}
      />
      {otherWays}
    </>
  );
}
