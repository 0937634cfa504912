import {
  ChartColumnIcon,
  FolderTreeIcon,
  LayoutDashboardIcon,
  MailIcon,
  PackageIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShoppingBagIcon,
  StoreIcon,
  UsersIcon,
} from 'lucide-react';
import type { NavItem } from '@/components/layout/nav-items';
import { PortalShell } from '@/components/layout/portal-shell';
import { useAuth } from '@/features/auth/auth-context';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

const adminNav: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: '/admin/stores', label: 'Stores', icon: StoreIcon },
  { to: '/admin/members', label: 'Members', icon: UsersIcon },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBagIcon },
  { to: '/admin/reports', label: 'Reports', icon: ChartColumnIcon },
  { to: '/admin/products', label: 'Products', icon: PackageIcon },
  { to: '/admin/categories', label: 'Categories', icon: FolderTreeIcon },
  { to: '/admin/settings', label: 'Settings', icon: SettingsIcon },
  { to: '/admin/outbox', label: 'Outbox', icon: MailIcon },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollTextIcon },
];

/** The admin portal frame (spec section 2, Admin layout). */
export default function AdminLayout() {
  const { user, token, logout } = useAuth();
  const name = user?.name || user?.email || '';
  return (
    <PortalShell
      title="MS Admin Portal"
      navLabel="Admin navigation"
      navItems={adminNav}
      greeting={`Welcome back, ${name}`}
      subtitle="Here is what is happening across your stores."
      userName={user?.name ?? ''}
      userEmail={user?.email ?? ''}
      profileHref="/admin/profile"
      bell={<NotificationBell portal="admin" token={token} />}
      onLogout={() => logout()}
    />
  );
}
