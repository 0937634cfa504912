import {
  ClipboardListIcon,
  HeartIcon,
  ListChecksIcon,
  PackageIcon,
  ShoppingCartIcon,
  StoreIcon,
  UserIcon,
  WalletIcon,
  ZapIcon,
} from 'lucide-react';
import type { NavItem } from '@/components/layout/nav-items';
import { PortalShell } from '@/components/layout/portal-shell';
import { useAuth } from '@/features/auth/auth-context';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

const storeNav: NavItem[] = [
  {
    to: '/store',
    label: 'Products',
    icon: PackageIcon,
    end: true,
    alsoActiveOn: ['/store/products', '/store/product'],
  },
  { to: '/store/quick-order', label: 'Quick order', icon: ZapIcon },
  { to: '/store/cart', label: 'Cart', icon: ShoppingCartIcon },
  { to: '/store/orders', label: 'Orders', icon: ClipboardListIcon },
  { to: '/store/spending', label: 'Spending', icon: WalletIcon },
  { to: '/store/lists', label: 'Restock lists', icon: ListChecksIcon },
  { to: '/store/wishlist', label: 'Wishlist', icon: HeartIcon },
  { to: '/store/profile', label: 'Profile', icon: UserIcon },
];

function StoreBadge({ storeName }: { storeName?: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2.5">
      <StoreIcon aria-hidden className="size-4 shrink-0 text-primary" />
      <div className="min-w-0">
        <p className="text-muted-foreground text-xs">Your store</p>
        <p className="truncate font-medium text-sm">{storeName || 'No store assigned'}</p>
      </div>
    </div>
  );
}

/** The store portal frame (spec section 2, Store layout). */
export default function StoreLayout() {
  const { user, token, logout } = useAuth();
  const firstName = (user?.name ?? '').trim().split(/\s+/)[0] || 'there';
  return (
    <PortalShell
      title="MS Store Portal"
      navLabel="Store navigation"
      navItems={storeNav}
      greeting={`Welcome back, ${firstName}!`}
      subtitle={
        user?.storeName ? `Ordering for ${user.storeName}` : 'Browse the catalogue and place your orders.'
      }
      sidebarContext={<StoreBadge storeName={user?.storeName} />}
      userName={user?.name ?? ''}
      userEmail={user?.email ?? ''}
      bell={<NotificationBell portal="store" token={token} />}
      onLogout={() => logout()}
    />
  );
}
