import { PageHeader } from '@/components/layout/page-header';
import { useAuth } from '@/features/auth/auth-context';
import { EmailPreferenceCard } from '@/features/notifications/components/email-preference-card';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfileDetails } from '@/features/profile/components/profile-details';

/** /store/profile: account details and the password change. */
export default function StoreProfileRoute() {
  const { user, changePassword, logout } = useAuth();
  return (
    <>
      <title>Profile · MS Portal</title>
      <PageHeader title="My Profile" description="Your account details and password." />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ProfileDetails
          user={{
            name: user?.name ?? '',
            email: user?.email ?? '',
            storeName: user?.storeName,
            role: user?.role ?? null,
          }}
        />
        <EmailPreferenceCard />
        <ChangePasswordForm
          changePassword={changePassword}
          // The server has revoked the old token, so there is nothing left to revoke.
          onChanged={() => logout({ revoke: false })}
        />
      </div>
    </>
  );
}
