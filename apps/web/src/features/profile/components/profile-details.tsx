import { BadgeCheckIcon, MailIcon, StoreIcon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export type ProfileUser = { name: string; email: string; storeName?: string; role: string | null };

const roleLabels: Record<string, string> = { store_member: 'Store Member', admin: 'Admin', user: 'User' };

/** Spec section 2, Profile: store_member → 'Store Member', admin → 'Admin', anything else → 'User'. */
export function roleLabel(role: string | null | undefined): string {
  return roleLabels[role ?? ''] ?? 'User';
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border bg-muted/30 px-4 py-3">
      <dt className="flex items-center gap-2 text-muted-foreground text-xs uppercase tracking-wide [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 break-words font-medium">{children}</dd>
    </div>
  );
}

/** The read-only account details. */
export function ProfileDetails({ user }: { user: ProfileUser }) {
  const initials = (user.name || user.email || '?').trim().charAt(0).toUpperCase();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile Information</CardTitle>
        <CardDescription>Your account details. Contact an administrator to change them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-center gap-4">
          <span
            aria-hidden
            className="flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 font-semibold text-white text-xl"
          >
            {initials}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-lg">{user.name || user.email}</p>
            <Badge variant="secondary">{roleLabel(user.role)}</Badge>
          </div>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail icon={<UserIcon aria-hidden />} label="Name">
            {user.name || 'N/A'}
          </Detail>
          <Detail icon={<MailIcon aria-hidden />} label="Email">
            {user.email}
          </Detail>
          <Detail icon={<StoreIcon aria-hidden />} label="Store">
            {user.storeName || 'N/A'}
          </Detail>
          <Detail icon={<BadgeCheckIcon aria-hidden />} label="Role">
            {roleLabel(user.role)}
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}
