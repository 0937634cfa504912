import { PageHeader } from '@/components/layout/page-header';
import { useAuth } from '@/features/auth/auth-context';
import { EmailPreferenceCard } from '@/features/notifications/components/email-preference-card';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { TwoFactorCard } from '@/features/profile/components/two-factor-card';

/** /admin/profile: the admin's account details, password change and two-factor sign-in. */
export default function AdminProfileRoute() {
  const { user, changePassword, logout } = useAuth();
  return (
    <>
      <title>Profile · MS Admin Portal</title>
      <PageHeader title="My Profile" description="Your account details, password and sign-in security." />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ProfileDetails
          user={{
            name: user?.name ?? '',
            email: user?.email ?? '',
            storeName: user?.storeName,
            role: user?.role ?? null,
          }}
        />
        <TwoFactorCard />
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
