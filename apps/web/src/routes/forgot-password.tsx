import { AccountLinkPage } from '@/features/account-links/components/account-link-page';
import { ForgotPasswordForm } from '@/features/account-links/components/forgot-password-form';

/** /forgot-password (issue 21): asks for a link to choose a new password; no sign-in needed. */
export default function ForgotPasswordRoute() {
  return (
    <AccountLinkPage
      tabTitle="Forgot password"
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AccountLinkPage>
  );
}
