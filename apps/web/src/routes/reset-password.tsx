import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { resetPassword } from '@/features/account-links/api/account-links';
import { useLinkCheck } from '@/features/account-links/api/check-link';
import {
  AccountLinkPage,
  LinkChecking,
  LinkInvalid,
} from '@/features/account-links/components/account-link-page';
import { NewPasswordForm } from '@/features/account-links/components/new-password-form';

/**
 * /reset-password?token=… (issue 21), the link of the 'Reset your password' e-mail: a new
 * password, then sign in with it. A missing, used or expired link offers to ask for a new one,
 * as soon as the page opens (the link is checked without using it).
 */
export default function ResetPasswordRoute() {
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useLinkCheck({ token, kind: 'reset' });
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const result = useRef<HTMLDivElement>(null);
  // The form is gone once it worked: focus goes to what replaced it.
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);

  return (
    <AccountLinkPage
      tabTitle="Reset password"
      title="Choose a new password"
      description="Your new password replaces the old one, and every device signed in to your account is signed out."
    >
      {done ? (
        <div ref={result} tabIndex={-1} className="grid gap-5 outline-none">
          <Alert variant="success">
            <CheckCircle2Icon aria-hidden />
            <AlertDescription>{done}</AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Sign in</Link>
          </Button>
        </div>
      ) : link === 'invalid' || invalid ? (
        <LinkInvalid />
      ) : link === 'checking' ? (
        <LinkChecking />
      ) : (
        <NewPasswordForm
          label="New Password"
          submitLabel="Reset password"
          busyLabel="Resetting..."
          onSubmit={async (password) => setDone(await resetPassword({ token, password }))}
          onLinkInvalid={() => setInvalid(true)}
        />
      )}
    </AccountLinkPage>
  );
}
