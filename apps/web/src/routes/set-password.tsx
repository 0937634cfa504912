import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { acceptInvite } from '@/features/account-links/api/account-links';
import { AccountLinkPage, LinkInvalid } from '@/features/account-links/components/account-link-page';
import { NewPasswordForm } from '@/features/account-links/components/new-password-form';
import { useAuth } from '@/features/auth/auth-context';
import { portalFor } from '@/features/auth/types';
import { toastSuccess } from '@/lib/toast';

/**
 * /set-password?token=… (issue 21), the link of the invitation e-mail: the new member chooses a
 * password and is signed in at once, the session kept as a sign-in keeps it, then their portal.
 */
export default function SetPasswordRoute() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [invalid, setInvalid] = useState(false);
  const { startSession } = useAuth();
  const navigate = useNavigate();

  const accept = async (password: string) => {
    const { user, accessToken } = await acceptInvite({ token, password });
    startSession(user, accessToken);
    toastSuccess('Welcome to MS Portal!', 'Your password is set and you are signed in.');
    navigate(portalFor(user.role), { replace: true });
  };

  return (
    <AccountLinkPage
      tabTitle="Set your password"
      title="Welcome to MS Portal"
      description="An administrator created an account for you. Choose a password to finish setting it up: you will sign in with it and your e-mail address."
    >
      {!token || invalid ? (
        <LinkInvalid hint="Ask your administrator to send a new invitation, or ask for a link to choose a password yourself." />
      ) : (
        <NewPasswordForm
          label="Password"
          submitLabel="Set password and sign in"
          busyLabel="Setting password..."
          onSubmit={accept}
          onLinkInvalid={() => setInvalid(true)}
        />
      )}
    </AccountLinkPage>
  );
}
