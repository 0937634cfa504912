import { QueryClientProvider } from '@tanstack/react-query';
import { LogOutIcon, MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon, UserRoundIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { TooltipProvider } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { queryClient } from '@/lib/query-client';
import { useIsMobile } from '@/lib/use-media-query';
import { LogoutDialog } from './logout-dialog';
import { initialsOf, type NavItem } from './nav-items';
import { SidebarNav } from './sidebar-nav';

const COLLAPSED_KEY = 'portal.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

type PortalShellProps = {
  /** 'MS Admin Portal' or 'MS Store Portal'. */
  title: string;
  navLabel: string;
  navItems: NavItem[];
  /** The header's welcome line. */
  greeting: ReactNode;
  /** A smaller line under the greeting. */
  subtitle?: ReactNode;
  /** Shown under the brand in the sidebar and the mobile sheet (the user's store). */
  sidebarContext?: ReactNode;
  userName: string;
  userEmail: string;
  /** A 'Profile' link in the header, for a portal whose sidebar has none (the admin portal). */
  profileHref?: string;
  /** The notification bell, shown before the user's name (issue 21). */
  bell?: ReactNode;
  onLogout: () => Promise<void>;
};

/**
 * The frame of both portals: a collapsible sidebar on wide screens, a sheet opened from the header
 * below 768 px, a header with the greeting and Logout, and the routed screen in <main>.
 */
export function PortalShell(props: PortalShellProps) {
  // The query cache is provided here, with the portals, so that /login loads no TanStack Query (issue 6).
  return (
    <QueryClientProvider client={queryClient}>
      <PortalFrame {...props} />
    </QueryClientProvider>
  );
}

function PortalFrame(props: PortalShellProps) {
  const {
    title,
    navLabel,
    navItems,
    greeting,
    subtitle,
    sidebarContext,
    userName,
    userEmail,
    profileHref,
    bell,
  } = props;
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [sheetOpen, setSheetOpen] = useState(false);

  useEffect(() => {
    if (!isMobile) setSheetOpen(false);
  }, [isMobile]);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // The choice just will not survive a reload.
      }
      return !value;
    });
  };

  const logo = (
    <span
      aria-hidden
      className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-600 font-bold text-sm text-white shadow-sm"
    >
      MS
    </span>
  );
  const brand = (compact: boolean) => (
    <div className={cn('flex h-16 shrink-0 items-center gap-3 px-4', compact && 'justify-center px-0')}>
      {logo}
      <span className={cn('truncate font-semibold tracking-tight', compact && 'sr-only')}>{title}</span>
    </div>
  );

  return (
    <TooltipProvider>
      <div className="flex min-h-dvh bg-background">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>

        <aside
          id="portal-sidebar"
          className={cn(
            'sticky top-0 hidden h-dvh shrink-0 flex-col border-sidebar-border border-r bg-sidebar transition-[width] duration-200 md:flex',
            collapsed ? 'w-[4.5rem]' : 'w-64',
          )}
        >
          {brand(collapsed)}
          {sidebarContext && !collapsed && <div className="px-4 pb-2">{sidebarContext}</div>}
          <SidebarNav items={navItems} label={navLabel} collapsed={collapsed} />
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-card/70 md:px-6">
            <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation menu">
                  <MenuIcon aria-hidden className="size-5" />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" className="gap-0 p-0">
                <SheetHeader className="h-16 flex-row items-center gap-3 px-4 py-0">
                  {logo}
                  <SheetTitle className="truncate tracking-tight">{title}</SheetTitle>
                  <SheetDescription className="sr-only">Navigation</SheetDescription>
                </SheetHeader>
                {sidebarContext && <div className="px-4 pb-2">{sidebarContext}</div>}
                <SidebarNav items={navItems} label={navLabel} onNavigate={() => setSheetOpen(false)} />
              </SheetContent>
            </Sheet>
            <Button
              variant="ghost"
              size="icon"
              className="hidden md:inline-flex"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              aria-controls="portal-sidebar"
              onClick={toggleCollapsed}
            >
              {collapsed ? <PanelLeftOpenIcon aria-hidden /> : <PanelLeftCloseIcon aria-hidden />}
            </Button>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-sm md:hidden">{title}</p>
              <p className="hidden truncate font-semibold md:block">{greeting}</p>
              {subtitle && (
                <p className="hidden truncate text-muted-foreground text-xs md:block">{subtitle}</p>
              )}
            </div>
            {bell}
            <div className="hidden items-center gap-3 sm:flex">
              <span
                aria-hidden
                className="flex size-9 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground text-sm"
              >
                {initialsOf(userName || userEmail)}
              </span>
              <div className="hidden min-w-0 leading-tight lg:block">
                <p className="truncate font-medium text-sm">{userName || userEmail}</p>
                {userName && <p className="truncate text-muted-foreground text-xs">{userEmail}</p>}
              </div>
            </div>
            {profileHref && (
              <Button asChild variant="ghost" size="sm">
                <Link
                  to={profileHref}
                  aria-label="Profile"
                  aria-current={pathname === profileHref ? 'page' : undefined}
                >
                  <UserRoundIcon aria-hidden />
                  <span className="hidden sm:inline">Profile</span>
                </Link>
              </Button>
            )}
            <LogoutDialog
              onConfirm={props.onLogout}
              trigger={
                <Button variant="outline" size="sm">
                  <LogOutIcon aria-hidden />
                  <span>Logout</span>
                </Button>
              }
            />
          </header>

          <main
            id="main-content"
            tabIndex={-1}
            className="mx-auto w-full max-w-[1400px] flex-1 p-4 outline-none md:p-6 lg:p-8"
          >
            <p className="mb-4 font-medium text-muted-foreground text-sm md:hidden">{greeting}</p>
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
