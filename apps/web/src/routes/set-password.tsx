import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { acceptInvite } from '@/features/account-links/api/account-links';
import { useLinkCheck } from '@/features/account-links/api/check-link';
import {
  AccountLinkPage,
  LinkChecking,
  LinkInvalid,
} from '@/features/account-links/components/account-link-page';
import { NewPasswordForm } from '@/features/account-links/components/new-password-form';
import { useAuth } from '@/features/auth/auth-context';
import { portalFor } from '@/features/auth/types';
import { toastSuccess } from '@/lib/toast';

const MfaStep = lazy(() => import('@/features/auth/components/mfa-step'));

/**
 * /set-password?token=… (issue 21), the link of the invitation e-mail: the new member chooses a
 * password and is signed in at once, the session kept as a sign-in keeps it, then their portal.
 * An account with two-factor sign-in gets the code step first, as on /login. The link is checked
 * as the page opens: a used or expired one says so instead of the form.
 */
export default function SetPasswordRoute() {
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useLinkCheck({ token, kind: 'invite' });
  const [invalid, setInvalid] = useState(false);
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const { startSession } = useAuth();
  const navigate = useNavigate();

  const accept = async (password: string) => {
    const result = await acceptInvite({ token, password });
    if (result.mfaToken !== undefined) {
      setMfaToken(result.mfaToken);
      return;
    }
    startSession(result.user, result.accessToken);
    toastSuccess('Welcome to MS Portal!', 'Your password is set and you are signed in.');
    navigate(portalFor(result.user.role), { replace: true });
  };

  const body = () => {
    if (mfaToken)
      return (
        <div className="grid gap-4">
          <p className="text-sm">Your password is set. Two-factor sign-in is on for your account.</p>
          <Suspense fallback={<Spinner label="Loading" />}>
            <MfaStep
              mfaToken={mfaToken}
              onSuccess={(user) => navigate(portalFor(user.role), { replace: true })}
              onBack={() => navigate('/login')}
            />
          </Suspense>
        </div>
      );
    if (link === 'invalid' || invalid)
      return (
        <LinkInvalid hint="Ask your administrator to send a new invitation, or ask for a link to choose a password yourself." />
      );
    if (link === 'checking') return <LinkChecking />;
    return (
      <NewPasswordForm
        label="Password"
        submitLabel="Set password and sign in"
        busyLabel="Setting password..."
        onSubmit={accept}
        onLinkInvalid={() => setInvalid(true)}
      />
    );
  };

  return (
    <AccountLinkPage
      tabTitle="Set your password"
      title="Welcome to MS Portal"
      description="An administrator created an account for you. Choose a password to finish setting it up: you will sign in with it and your e-mail address."
    >
      {body()}
    </AccountLinkPage>
  );
}
